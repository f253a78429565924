import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db';
import { mailOutbox, type StoredAttachment } from './schema';

export interface MailAttachment {
  filename: string;
  /** Text (for example an .ics calendar) or bytes. */
  content: string | Uint8Array;
  /** Guessed from the file name when left out. */
  contentType?: string;
}

export interface MailMessage {
  to: string | readonly string[];
  subject: string;
  /** The plain-text body; always required, it is what text-only clients and the outbox page show. */
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
}

export interface SentMail {
  /** The outbox row id, or the SMTP Message-ID. */
  id: string;
}

export interface OutboxAttachmentInfo {
  filename: string;
  contentType: string;
  size: number;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: OutboxAttachmentInfo[];
  createdAt: Date;
}

export interface Outbox {
  /** Newest first. */
  list(limit?: number): Promise<OutboxMessage[]>;
  get(id: number): Promise<OutboxMessage | undefined>;
  attachment(
    id: number,
    index: number,
  ): Promise<{ filename: string; contentType: string; content: Buffer } | undefined>;
}

interface MailerBase {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}
export type Mailer =
  (MailerBase & { kind: 'smtp'; outbox?: undefined }) | (MailerBase & { kind: 'outbox'; outbox: Outbox });
export type MailKind = Mailer['kind'];

const CONTENT_TYPES: Record<string, string> = {
  ics: 'text/calendar; charset=utf-8',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function contentTypeOf(attachment: MailAttachment): string {
  if (attachment.contentType) return attachment.contentType;
  const extension = attachment.filename.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const recipients = (to: MailMessage['to']) => (typeof to === 'string' ? to : to.join(', '));

function toStored(attachment: MailAttachment): StoredAttachment {
  const bytes =
    typeof attachment.content === 'string' ? Buffer.from(attachment.content, 'utf8') : Buffer.from(attachment.content);
  return {
    filename: attachment.filename,
    contentType: contentTypeOf(attachment),
    contentBase64: bytes.toString('base64'),
  };
}

function toOutboxMessage(row: typeof mailOutbox.$inferSelect): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.byteLength(a.contentBase64, 'base64'),
    })),
    createdAt: row.createdAt,
  };
}

function createOutbox(db: Db): Outbox {
  return {
    async list(limit = 200) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
      return rows.map(toOutboxMessage);
    },
    async get(id) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row && toOutboxMessage(row);
    },
    async attachment(id, index) {
      const [row] = await db
        .select({ attachments: mailOutbox.attachments })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      const stored = row?.attachments[index];
      return (
        stored && {
          filename: stored.filename,
          contentType: stored.contentType,
          content: Buffer.from(stored.contentBase64, 'base64'),
        }
      );
    },
  };
}

/**
 * The one way the api sends mail. With SMTP_URL it delivers through nodemailer; without it every message is kept in
 * the `mail_outbox` table, readable at /dev/mail, so every flow (codes, confirmations) works on a fresh machine.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Db,
  options: { now?: () => number } = {},
): Mailer {
  const now = options.now ?? Date.now;

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: recipients(message.to),
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
            contentType: contentTypeOf(a),
          })),
        });
        return { id: String(info.messageId) };
      },
      async close() {
        transport.close();
      },
    };
  }

  return {
    kind: 'outbox',
    outbox: createOutbox(db),
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: recipients(message.to),
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          attachments: (message.attachments ?? []).map(toStored),
          createdAt: new Date(now()),
          // Kept in the outbox is delivered, as far as demo mode goes: nothing else will send it.
          status: 'sent',
          sentAt: new Date(now()),
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('The outbox did not store the message');
      return { id: String(row.id) };
    },
    async close() {},
  };
}
