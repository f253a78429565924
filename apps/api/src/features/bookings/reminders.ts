import { slotInstant } from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import type { MailBrand } from '../../mail/layout';
import { MAIL_CHANNEL, type MailKind, type Mailer, type MailMessage } from '../../mail/mailer';
import { mailOutbox } from '../../mail/schema';
import { users } from '../accounts/schema';
import {
  bookingConfirmationMail,
  sessionCancelledMail,
  sessionMail,
  sessionMovedMail,
  type ConfirmedSession,
  type Recipient,
} from './mail';
import { bookings } from './schema';

/** Reminders go this many hours before a confirmed session's start. */
export const REMINDER_LEAD_HOURS = [24, 1] as const;
const HOUR_MS = 3_600_000;

/** "Your session is tomorrow / in 1 hour", with the meeting link and the confirmation's .ics (same UID). */
export function sessionReminderMail(
  brand: MailBrand,
  host: string,
  recipient: Recipient,
  session: ConfirmedSession,
  leadHours: number,
): MailMessage {
  const copy = mailCopy.sessionReminder;
  const when = copy.when(leadHours);
  return sessionMail(brand, host, recipient, session, {
    subject: copy.subject(session.serviceTitle, when),
    heading: copy.heading(when),
    paragraphs: copy.paragraphs,
    details: [{ label: mailCopy.bookingConfirmed.labels.meetingLink, value: session.meetingLink }],
    footnote: copy.optOut,
  });
}

/** Who is told about which session, through which outbox, in the transaction that changed the session. */
export type SessionNotice = {
  tx: Tx;
  mailer: Pick<Mailer, 'enqueue'>;
  mail: { brand: MailBrand; host: string; now: Date };
  recipient: Recipient;
  session: ConfirmedSession;
};

/**
 * What a booking's confirmation sends, in the transaction that confirmed it: the confirmation now, and its reminders.
 */
export async function announceConfirmedSession(notice: SessionNotice): Promise<void> {
  const { tx, mailer, mail, recipient, session } = notice;
  await mailer.enqueue(tx, bookingConfirmationMail(mail.brand, mail.host, recipient, session));
  await scheduleSessionReminders(notice);
}

/**
 * Schedules each reminder of a session whose time is still ahead (a session booked two hours ahead gets only the 1 h
 * one), due on the app's clock. A moved session first cancels its old ones (cancelSessionReminders).
 */
export async function scheduleSessionReminders({ tx, mailer, mail, recipient, session }: SessionNotice): Promise<void> {
  const start = slotInstant(session.date, session.startTime).getTime();
  for (const leadHours of REMINDER_LEAD_HOURS) {
    const dueAt = start - leadHours * HOUR_MS;
    if (dueAt <= mail.now.getTime()) continue;
    await mailer.enqueue(tx, sessionReminderMail(mail.brand, mail.host, recipient, session, leadHours), {
      dueAt: new Date(dueAt),
      reminderBookingId: session.bookingId,
    });
  }
}

/**
 * What a move sends, in the transaction that moved the session: its waiting reminders cancelled and new ones
 * scheduled for the new time, and "Your session has moved" with the updated invitation (same UID, higher SEQUENCE).
 */
export async function announceMovedSession(
  notice: SessionNotice,
  previous: { date: string; startTime: string },
): Promise<void> {
  const { tx, mailer, mail, recipient, session } = notice;
  await cancelSessionReminders(tx, session.bookingId);
  await mailer.enqueue(tx, sessionMovedMail(mail.brand, mail.host, recipient, session, previous));
  await scheduleSessionReminders(notice);
}

/** What a cancellation sends, in its transaction: no more reminders, and "Your session is cancelled" with the CANCEL. */
export async function announceCancelledSession({ tx, mailer, mail, recipient, session }: SessionNotice): Promise<void> {
  await cancelSessionReminders(tx, session.bookingId);
  await mailer.enqueue(tx, sessionCancelledMail(mail.brand, mail.host, recipient, session));
}

/** Cancels the reminders of a booking still waiting (the session moved, or the account is being erased). */
export async function cancelSessionReminders(tx: Db | Tx, bookingId: number): Promise<number> {
  const rows = await tx
    .update(mailOutbox)
    .set({ status: 'cancelled' })
    .where(and(eq(mailOutbox.status, 'scheduled'), eq(mailOutbox.reminderBookingId, bookingId)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Releases the reminders due by `now` (the app's clock, so the test clock moves them): each goes to the outbox as
 * mail on its way (pending for the SMTP worker, or sent in demo mode, where the row is the delivery) if its booking
 * is still confirmed and its client still wants reminders at this moment, and is cancelled otherwise. One UPDATE of
 * `scheduled` rows, so two instances (or a restart) never release a reminder twice.
 */
export async function releaseDueReminders(
  db: Db,
  now: Date,
  mailKind: MailKind,
): Promise<{ released: number; cancelled: number }> {
  const wanted = sql`exists (select 1 from ${bookings} join ${users} on ${users.id} = ${bookings.userId}
    where ${bookings.id} = ${mailOutbox.reminderBookingId} and ${bookings.status} = 'confirmed'
    and ${users.sessionReminders})`;
  const releasedAs = mailKind === 'smtp' ? 'pending' : 'sent';
  const rows = await db
    .update(mailOutbox)
    .set({
      status: sql`case when ${wanted} then ${releasedAs}::text else 'cancelled' end`,
      // Pending rows are due on the database's clock from here on, as the worker reads it.
      nextAttemptAt: sql`now()`,
      sentAt: mailKind === 'smtp' ? null : sql`case when ${wanted} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(mailOutbox.status, 'scheduled'), lte(mailOutbox.nextAttemptAt, now)))
    .returning({ status: mailOutbox.status });
  const released = rows.filter((row) => row.status !== 'cancelled').length;
  if (released && mailKind === 'smtp') await db.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return { released, cancelled: rows.length - released };
}
