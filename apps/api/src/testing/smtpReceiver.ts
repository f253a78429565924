import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients, as the SMTP client announced them. */
  from: string;
  to: string[];
  /** The whole message as it arrived (headers and MIME parts). */
  raw: string;
  /** When it arrived (epoch ms, real time). */
  at: number;
}

export interface SmtpReceiver {
  /** For SMTP_URL: `smtp://127.0.0.1:<port>`. */
  url: string;
  /** Every message delivered so far, oldest first. */
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Answers the next `count` messages with an SMTP error (451: try again later; 5xx: refused for good). */
  failNext(count: number, responseCode?: number, reply?: string): void;
  /** Messages answered with an error so far, with when they were refused. */
  refused: { at: number; responseCode: number }[];
  close(): Promise<void>;
}

/**
 * A real SMTP receiver on a free local port, for tests of mail over SMTP_URL: plain SMTP as a local relay would offer
 * (no STARTTLS, since it has no certificate, and no AUTH).
 */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const refused: { at: number; responseCode: number }[] = [];
  let failures = { left: 0, responseCode: 451, reply: '' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures.left > 0) {
          failures.left -= 1;
          refused.push({ at: Date.now(), responseCode: failures.responseCode });
          const error = Object.assign(new Error(failures.reply), {
            responseCode: failures.responseCode,
          });
          callback(error);
          return;
        }
        received.push({
          at: Date.now(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`The SMTP receiver got ${received.length} of ${count} messages within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
    failNext(count, responseCode = 451, reply = 'Mailbox busy, try again later') {
      failures = { left: count, responseCode, reply };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message with quoted-printable soft line breaks and escapes undone, enough to read its text part. */
export function readableText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
