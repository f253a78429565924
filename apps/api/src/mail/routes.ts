import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { loopbackOnly } from '../http/loopback';
import type { MailBrand } from './layout';
import { escapeHtml as e } from './layout';
import type { Outbox, OutboxMessage } from './mailer';

const istTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

const PAGE_STYLE = `
body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f4f1ec;color:#1f2a2e}
main{max-width:900px;margin:0 auto;padding:24px 16px}
h1{font-size:24px;margin:0 0 4px}
.lead{margin:0 0 24px;color:#4a5a5e}
article{background:#fff;border-radius:10px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h2{font-size:18px;margin:0 0 8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px}
dt{color:#4a5a5e}dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;background:#f7f7f5;border-radius:6px;padding:12px;font-size:14px;margin:0 0 8px}
a{color:#1f5c50}
`;

function parseId(raw: string): number | undefined {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

function renderMessage(message: OutboxMessage): string {
  const links = [
    message.html ? `<a href="/dev/mail/${message.id}">View the HTML version</a>` : '',
    ...message.attachments.map(
      (a, index) => `<a href="/dev/mail/${message.id}/attachments/${index}">${e(a.filename)}</a> (${a.size} bytes)`,
    ),
  ].filter(Boolean);
  return `<article>
<h2>${e(message.subject)}</h2>
<dl><dt>To</dt><dd>${e(message.to)}</dd>
<dt>Time</dt><dd><time datetime="${message.createdAt.toISOString()}">${e(istTime.format(message.createdAt))} IST</time></dd></dl>
<pre>${e(message.text)}</pre>
${links.length ? `<p>${links.join(' · ')}</p>` : ''}
</article>`;
}

function renderPage(brand: MailBrand, messages: OutboxMessage[]): string {
  const body = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p>No messages yet. Mail the app sends shows up here while SMTP_URL is not set.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · ${e(brand.brandName)}</title><style>${PAGE_STYLE}</style></head>
<body><main>
<h1>Outbox</h1>
<p class="lead">Messages the ${e(brand.brandName)} api would have e-mailed, newest first. Also as <a href="/dev/mail.json">JSON</a>.</p>
${body}
</main></body></html>`;
}

export const OUTBOX_LOOPBACK_ONLY = 'The mail outbox answers only on the machine the server runs on.';

/**
 * The developer's view of the outbox (loopback clients only: it holds everyone's sign-up codes). Registered only while the mailer keeps mail locally (no SMTP_URL), so these
 * paths are 404 wherever real mail goes out.
 */
export function registerDevMailRoutes(
  app: FastifyInstance,
  outbox: Outbox,
  brand: MailBrand,
  /** Runs before each read: delivers the mail that came due on the app's clock (session reminders). */
  deliverDue: () => Promise<unknown> = async () => {},
) {
  const loopback = loopbackOnly(OUTBOX_LOOPBACK_ONLY);
  // After the loopback check, so no one else makes the outbox do work.
  const onRequest = [loopback, async () => void (await deliverDue())];
  app.get('/dev/mail', { onRequest }, async (_request, reply) => {
    const messages = await outbox.list();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderPage(brand, messages));
  });

  app.get('/dev/mail.json', { onRequest }, async (_request, reply) => {
    const messages = await outbox.list();
    return reply.header('cache-control', 'no-store').send(
      messages.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments,
        createdAt: m.createdAt.toISOString(),
      })),
    );
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', { onRequest }, async (request, reply) => {
    const id = parseId(request.params.id);
    const message = id === undefined ? undefined : await outbox.get(id);
    if (!message) throw notFound();
    const html =
      message.html ??
      `<!doctype html><meta charset="utf-8"><title>${e(message.subject)}</title><pre>${e(message.text)}</pre>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get<{ Params: { id: string; index: string } }>(
    '/dev/mail/:id/attachments/:index',
    { onRequest },
    async (request, reply) => {
      const id = parseId(request.params.id);
      const index = parseId(request.params.index);
      const attachment = id === undefined || index === undefined ? undefined : await outbox.attachment(id, index);
      if (!attachment) throw notFound();
      const safeName = attachment.filename.replace(/[^\w.-]+/g, '_');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${safeName}"`)
        .send(attachment.content);
    },
  );
}
