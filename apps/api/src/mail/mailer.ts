import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../config';
import type { Db, Tx } from '../db';
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
  /** The contact message (inquiries row) this mail hands to support, so erasing its sender finds the mail too. */
  inquiryId?: number;
}

/**
 * A message that must not go before a time of the app's clock (the test clock in demo mode): a session reminder. It
 * waits as `scheduled` until features/bookings/reminders.ts releases it (pending for the worker, or sent in demo mode).
 */
export interface MailSchedule {
  dueAt: Date;
  /** The booking the reminder is about: it is released only while that booking is confirmed and wanted. */
  reminderBookingId: number;
}

export interface QueuedMail {
  /** The outbox row id. */
  id: number;
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

/** The rows the outbox pages show: mail sent or on its way, never a reminder still waiting or one cancelled. */
const SHOWN_STATUSES = ['pending', 'sent', 'failed'] as const;

/** A message as the outbox keeps it, read back for delivery. */
export type StoredMail = typeof mailOutbox.$inferSelect;

/** Hands one stored message to the SMTP server; throws what nodemailer throws (with `responseCode` for SMTP replies). */
export type MailTransport = (mail: StoredMail) => Promise<void>;

/** The channel an enqueue notifies at commit, so every instance's worker wakes at once (mail/worker.ts). */
export const MAIL_CHANNEL = 'mail_outbox';

interface MailerBase {
  /**
   * The one way the api sends mail: writes the message into `mail_outbox` with `tx`, the transaction of what it
   * announces, so the mail exists exactly when that commits. Without SMTP that row is the delivery (the demo outbox);
   * with SMTP the worker sends it after the commit.
   */
  enqueue(tx: Db | Tx, message: MailMessage, schedule?: MailSchedule): Promise<QueuedMail>;
  /** The kept messages, for the demo outbox pages. */
  outbox: Outbox;
  close(): Promise<void>;
}
export type Mailer = (MailerBase & { kind: 'smtp'; transport: MailTransport }) | (MailerBase & { kind: 'outbox' });
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

/** What a stored attachment is, without its bytes. */
export function attachmentInfo(attachment: StoredAttachment): OutboxAttachmentInfo {
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    size: Buffer.byteLength(attachment.contentBase64, 'base64'),
  };
}

function toOutboxMessage(row: typeof mailOutbox.$inferSelect): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments.map(attachmentInfo),
    createdAt: row.createdAt,
  };
}

function createOutbox(db: Db): Outbox {
  return {
    async list(limit = 200) {
      // By when it went: a reminder is written at booking time but sent a day later.
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, SHOWN_STATUSES))
        .orderBy(desc(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`), desc(mailOutbox.id))
        .limit(limit);
      return rows.map(toOutboxMessage);
    },
    async get(id) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row && SHOWN_STATUSES.some((status) => status === row.status) ? toOutboxMessage(row) : undefined;
    },
    async attachment(id, index) {
      const [row] = await db
        .select({ attachments: mailOutbox.attachments })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, SHOWN_STATUSES)));
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

// Without these nodemailer waits up to 10 minutes on a silent server; the worker's lease must outlast one attempt.
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Mail for the whole api. With SMTP_URL, enqueued messages wait as `pending` for the worker, which delivers them
 * through nodemailer; without it every message is kept in the `mail_outbox` table as delivered, readable at /dev/mail,
 * so every flow (codes, confirmations) works on a fresh machine.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  db: Db,
  options: { now?: () => number } = {},
): Mailer {
  const now = options.now ?? Date.now;
  const smtpUrl = config.smtpUrl;
  const outbox = createOutbox(db);

  async function enqueue(tx: Db | Tx, message: MailMessage, schedule?: MailSchedule): Promise<QueuedMail> {
    const delivery = schedule
      ? { status: 'scheduled' as const, nextAttemptAt: schedule.dueAt, reminderBookingId: schedule.reminderBookingId }
      : smtpUrl
        ? { status: 'pending' as const }
        : // Kept in the outbox is delivered, as far as demo mode goes: nothing else will send it.
          { status: 'sent' as const, sentAt: new Date(now()) };
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        to: recipients(message.to),
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: (message.attachments ?? []).map(toStored),
        inquiryId: message.inquiryId ?? null,
        createdAt: new Date(now()),
        ...delivery,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('The outbox did not store the message');
    // Delivered to every listening instance when (and only if) the transaction commits.
    if (delivery.status === 'pending') await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
    return { id: row.id };
  }

  if (smtpUrl) {
    // nodemailer is loaded with the first message, not at start: most starts (the outbox) never need it.
    let opened: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
    const smtp = () =>
      (opened ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS } satisfies SMTPTransport.Options),
      ));
    return {
      kind: 'smtp',
      enqueue,
      outbox,
      async transport(mail) {
        const server = await smtp();
        await server.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.contentBase64, 'base64'),
            contentType: a.contentType,
          })),
        });
      },
      async close() {
        (await opened)?.close();
      },
    };
  }

  return { kind: 'outbox', enqueue, outbox, async close() {} };
}
