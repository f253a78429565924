import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An attachment as kept in the outbox: content base64-encoded so the JSON column stays text. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** The developer outbox: every message the mailer "sent" while no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
