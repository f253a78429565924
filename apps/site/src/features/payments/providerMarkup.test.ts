import { describe, expect, it } from 'vitest';
import { parseProviderMarkup } from './providerMarkup';

describe('parseProviderMarkup', () => {
  it('imports the form with its fields and drops scripts and handlers', () => {
    const markup = parseProviderMarkup(
      '<html><head><script>alert(1)</script></head><body onload="go()"><form action="https://pay.example/_payment" method="post" onsubmit="x()"><input name="txnid" value="T1"><a href="javascript:void(0)">x</a></form><script>document.forms[0].submit()</script></body></html>',
    );
    expect(markup.form?.ownerDocument).toBe(document);
    expect(markup.form?.getAttribute('action')).toBe('https://pay.example/_payment');
    expect(markup.form?.hasAttribute('onsubmit')).toBe(false);
    expect(markup.form?.querySelector('input')?.value).toBe('T1');
    expect(markup.form?.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(markup.markup).not.toMatch(/script|alert/);
    expect(markup.hasIframe).toBe(false);
    expect(markup.empty).toBe(false);
  });

  it('notices an iframe, and markup with nothing in it', () => {
    expect(parseProviderMarkup('<iframe src="https://pay.example"></iframe>')).toMatchObject({
      hasIframe: true,
      form: null,
    });
    expect(parseProviderMarkup('<script>x()</script>   ')).toMatchObject({ empty: true, form: null });
  });
});
