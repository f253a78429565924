import { describe, expect, it } from 'vitest';
import { mailtoHref } from './links';

describe('mailtoHref', () => {
  it('links a plain address as it reads', () => {
    expect(mailtoHref('support@sukoon.example')).toBe('mailto:support@sukoon.example');
    expect(mailtoHref('asha.rao+notes@example.in', 'Order #12')).toBe(
      'mailto:asha.rao%2Bnotes@example.in?subject=Order%20%2312',
    );
  });

  it('encodes what would add recipients, headers or a body to the mail', () => {
    const href = mailtoHref('asha@example.in?bcc=all@example.in&body=hi,x@y.z%0A"<');
    expect(href).toBe('mailto:asha@example.in%3Fbcc%3Dall@example.in%26body%3Dhi%2Cx@y.z%250A%22%3C');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe('asha@example.in?bcc=all@example.in&body=hi,x@y.z%0A"<');
  });
});
