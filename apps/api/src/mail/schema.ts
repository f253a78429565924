import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, identityId } from '../db/columns';

/** An attachment as kept in the outbox: content base64-encoded so the JSON column stays text. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * scheduled: a session reminder waiting for its due time on the app clock (features/bookings/reminders.ts releases it
 * as pending, or as sent in demo mode); cancelled: a reminder no longer wanted when it came due.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'scheduled', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every message the app sends, written in the same transaction as what it announces (a booking, a payment, a code),
 * so a crash cannot keep the one and lose the other. Without SMTP the row is the delivery (the demo outbox, status
 * `sent` at once); with SMTP the mail worker (mail/worker.ts) claims `pending` rows, sends them, and retries with
 * backoff. Delivery times (`next_attempt_at`, `locked_until`) are the database's clock, which every instance shares.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identityId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    /** Delivery attempts so far; a claim counts one, so a message that kills its sender still runs out of tries. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message is due (again). */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** The lease of the instance sending it now; a lease that ran out (its instance died) makes the row due again. */
    lockedUntil: at('locked_until'),
    /** Why the last attempt failed, without addresses (SMTP code and reply). */
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    /**
     * Set on a session reminder: the booking it is about. It is released when it comes due only if that booking is
     * still confirmed and its client still wants reminders (features/bookings/reminders.ts); otherwise cancelled.
     */
    reminderBookingId: integer('reminder_booking_id'),
    /** Set on the support team's copy of a contact message: erasing its sender's account deletes the row by it. */
    inquiryId: integer('inquiry_id'),
  },
  (table) => [
    index('mail_outbox_created_at_idx').on(table.createdAt),
    // The worker's pick: due pending rows, oldest due first.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_outbox_inquiry_id_idx')
      .on(table.inquiryId)
      .where(sql`${table.inquiryId} is not null`),
    check('mail_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed', 'scheduled', 'cancelled')`),
  ],
);
