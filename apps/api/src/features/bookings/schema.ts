import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '@sukoon/contracts';
import { userIdColumn } from '../accounts/schema';
import { services } from '../catalogue/schema';
import { counsellors } from '../counsellors/schema';
import { at, identityId, money } from '../../db/columns';

export const BOOKING_STATUSES = ['held', 'confirmed', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * One booked session. `held`: created by book-now, unpaid, keeps its slot until hold_expires_at; `confirmed`: paid;
 * `expired`: the hold ran out and the slot was given back; `cancelled`: a confirmed session its client cancelled (the
 * slot is free again, the row stays as the record of what was paid and given back). The partial unique index is the one rule against double
 * booking: at most one held-or-confirmed row per (counsellor, date, start), whatever the races; a second one keeps a
 * person from holding one service's slot twice. A hold whose time is up is turned to `expired` inside the transaction
 * that wants its slot, so the indexes alone decide.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: identityId(),
    // No cascade: a paid booking is a financial record and outlives nothing by accident.
    userId: userIdColumn(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    /** Who takes the session: the one the client chose, or the one "first available" assigned. */
    counsellorId: integer('counsellor_id')
      .notNull()
      .references(() => counsellors.id),
    /** True when the client chose the counsellor: a late payment then never moves the session to someone else. */
    counsellorChosen: boolean('counsellor_chosen').notNull().default(false),
    /** The session's calendar date in India. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Indian time, HH:mm:ss. */
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('held'),
    holdExpiresAt: at('hold_expires_at').notNull(),
    /** The server's price when the booking was made, in rupees, after any coupon: what is paid by card. */
    finalPrice: money('final_price').notNull(),
    /** The session's price before a coupon (null on bookings made before coupons applied: the same as final_price). */
    listPrice: money('list_price'),
    /** Rupees off by the coupon. */
    discount: money('discount').notNull().default('0'),
    gstNumber: text('gst_number'),
    /** The applied coupon (upper case); a refused coupon never gets here. */
    couponCode: text('coupon_code'),
    /** card: held until the card payment confirms it; credits: paid with membership credits, confirmed at once. */
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('card'),
    /** Credits a credit booking took (ceil(price / 5000)). */
    creditsUsed: integer('credits_used'),
    /** Random, unguessable meeting room id; set when the booking is confirmed. */
    meetingRoom: text('meeting_room'),
    meetingLink: text('meeting_link'),
    feedbackStatus: text('feedback_status').notNull().default('pending'),
    confirmedAt: at('confirmed_at'),
    /** When its client cancelled it (set exactly when status is `cancelled`). */
    cancelledAt: at('cancelled_at'),
    /**
     * The iCalendar SEQUENCE of its invitation (UID booking-<id>@host): 0 when confirmed, +1 at every reschedule or
     * cancellation, so calendars take each mailed .ics as newer than the one before.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_active_counsellor_slot_key')
      .on(table.counsellorId, table.date, table.startTime)
      .where(sql`status in ('held', 'confirmed')`),
    uniqueIndex('bookings_active_client_slot_key')
      .on(table.userId, table.serviceId, table.date, table.startTime)
      .where(sql`status in ('held', 'confirmed')`),
    uniqueIndex('bookings_meeting_room_key').on(table.meetingRoom),
    index('bookings_user_id_idx').on(table.userId),
    check('bookings_status_check', sql`${table.status} in ('held', 'confirmed', 'expired', 'cancelled')`),
    check('bookings_cancelled_at_check', sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`),
    check('bookings_calendar_sequence_check', sql`${table.calendarSequence} >= 0`),
    check('bookings_feedback_status_check', sql`${table.feedbackStatus} in ('pending', 'submitted')`),
    check(
      'bookings_payment_method_check',
      // "is not null" spelt out: a check that comes out NULL passes, so credits_used > 0 alone would let a NULL in.
      sql`(${table.paymentMethod} = 'card' and ${table.creditsUsed} is null) or (${table.paymentMethod} = 'credits' and ${table.creditsUsed} is not null and ${table.creditsUsed} > 0)`,
    ),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
