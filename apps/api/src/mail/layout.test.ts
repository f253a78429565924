import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './layout';

const brand = { brandName: 'Sukoon', supportEmail: 'support@sukoon.example' };

describe('renderMail', () => {
  const mail = renderMail(brand, {
    heading: 'Your session is booked',
    paragraphs: ['Hi Asha,', 'Your session <Individual counselling> is confirmed.'],
    code: '482913',
    details: [
      { label: 'Date', value: 'Sat, 21 Nov 2026' },
      { label: 'Amount', value: '₹5,000' },
    ],
    action: { label: 'See my bookings', url: 'http://localhost:8000/MyBookings?a=1&b=2' },
    footnote: 'You get this mail because you booked a session.',
  });

  it('writes a plain-text version with every part, signed with the brand', () => {
    expect(mail.text).toBe(
      [
        'Your session is booked',
        '',
        'Hi Asha,',
        '',
        'Your session <Individual counselling> is confirmed.',
        '',
        '482913',
        '',
        'Date: Sat, 21 Nov 2026',
        'Amount: ₹5,000',
        '',
        'See my bookings: http://localhost:8000/MyBookings?a=1&b=2',
        '',
        'You get this mail because you booked a session.',
        '',
        'Sukoon',
        'Questions? Write to support@sukoon.example',
        '',
      ].join('\n'),
    );
  });

  it('escapes every text in the HTML version', () => {
    expect(mail.html).toContain('Your session &lt;Individual counselling&gt; is confirmed.');
    expect(mail.html).not.toContain('<Individual counselling>');
    expect(mail.html).toContain('href="http://localhost:8000/MyBookings?a=1&amp;b=2"');
    expect(mail.html).toContain('<title>Your session is booked</title>');
    expect(mail.html).toContain('>482913</p>');
    expect(mail.html).toContain('mailto:support@sukoon.example');
  });

  it('leaves out the parts that are not given', () => {
    const plain = renderMail(brand, { heading: 'Hello', paragraphs: ['One line.'] });
    expect(plain.text).toBe('Hello\n\nOne line.\n\nSukoon\nQuestions? Write to support@sukoon.example\n');
    expect(plain.html).not.toContain('<table');
    expect(plain.html).not.toContain('<a href="http');
  });

  it('escapes quotes and ampersands', () => {
    expect(escapeHtml(`"Tom" & 'Jerry' <b>`)).toBe('&quot;Tom&quot; &amp; &#39;Jerry&#39; &lt;b&gt;');
  });
});
