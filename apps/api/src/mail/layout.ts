import { mailCopy } from '@sukoon/contracts/copy/mail';
import { mailtoHref } from '@sukoon/contracts/rules/links';

/** Who the mail comes from: config.brand (BRAND_NAME, SUPPORT_EMAIL; defaults from the contracts' brand module). */
export interface MailBrand {
  brandName: string;
  supportEmail: string;
}

export interface MailContent {
  /** The first line of the mail, also the HTML title. */
  heading: string;
  /** Plain-text paragraphs; escaped for HTML, never interpreted. */
  paragraphs: readonly string[];
  /** A one-time code shown large and spaced (verification, password reset). */
  code?: string;
  /** Facts shown as a label/value list (session, date, time, amount). */
  details?: readonly { label: string; value: string }[];
  /** One call to action, shown as a button and as a plain link in the text version. */
  action?: { label: string; url: string };
  /** A closing line under the main content, for example why the reader got the mail. */
  footnote?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

// Mail clients ignore stylesheets and CSS variables, so this one layout carries inline styles with literal values.
const styles = {
  body: 'margin:0;padding:0;background:#f4f1ec;',
  outer: 'width:100%;background:#f4f1ec;padding:24px 0;',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;font-family:Arial,Helvetica,sans-serif;color:#1f2a2e;',
  brand:
    'font-size:14px;font-weight:bold;letter-spacing:0.08em;text-transform:uppercase;color:#2f6f62;margin:0 0 16px;',
  heading: 'font-size:22px;line-height:1.3;margin:0 0 16px;color:#1f2a2e;',
  paragraph: 'font-size:16px;line-height:1.6;margin:0 0 16px;',
  code: 'font-size:32px;font-weight:bold;letter-spacing:0.3em;text-align:center;background:#eef5f3;border-radius:8px;padding:16px;margin:0 0 16px;font-family:Consolas,Menlo,monospace;',
  label: 'font-size:14px;color:#5b6b70;padding:4px 16px 4px 0;vertical-align:top;',
  value: 'font-size:14px;font-weight:bold;padding:4px 0;',
  button:
    'display:inline-block;background:#2f6f62;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px;',
  footnote: 'font-size:13px;line-height:1.5;color:#5b6b70;margin:24px 0 0;',
};

/** Renders one message in the brand's layout, as the HTML and plain-text bodies the mailer sends together. */
export function renderMail(brand: MailBrand, content: MailContent): { html: string; text: string } {
  const textParts = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.code) textParts.push(content.code, '');
  if (content.details?.length) textParts.push(...content.details.map((d) => `${d.label}: ${d.value}`), '');
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) textParts.push(content.footnote, '');
  textParts.push(`${brand.brandName}`, `${mailCopy.questions} ${brand.supportEmail}`);

  const e = escapeHtml;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${e(content.heading)}</title></head>`,
    `<body style="${styles.body}"><div style="${styles.outer}"><div style="${styles.card}">`,
    `<p style="${styles.brand}">${e(brand.brandName)}</p>`,
    `<h1 style="${styles.heading}">${e(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => `<p style="${styles.paragraph}">${e(p)}</p>`),
    content.code ? `<p style="${styles.code}">${e(content.code)}</p>` : '',
    content.details?.length
      ? `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;">${content.details
          .map(
            (d) =>
              `<tr><td style="${styles.label}">${e(d.label)}</td><td style="${styles.value}">${e(d.value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    content.action
      ? `<p style="${styles.paragraph}"><a href="${e(content.action.url)}" style="${styles.button}">${e(content.action.label)}</a></p>`
      : '',
    content.footnote ? `<p style="${styles.footnote}">${e(content.footnote)}</p>` : '',
    `<p style="${styles.footnote}">${e(mailCopy.questions)} <a href="${e(mailtoHref(brand.supportEmail))}">${e(brand.supportEmail)}</a>.</p>`,
    '</div></div></body></html>',
  ].join('');

  return { html, text: textParts.join('\n').trimEnd() + '\n' };
}
