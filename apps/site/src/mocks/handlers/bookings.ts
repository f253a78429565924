import {
  bookingChangeBlock,
  bookingChangesCloseAt,
  DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS,
  formatDateLong,
  formatTimeIst,
  isBookableSlot,
  normaliseBooking,
  rescheduleBookingRequestSchema,
  slotInstant,
  type BookedSessionRef,
  type RawBooking,
} from '@sukoon/contracts';
import { BOOKING_MESSAGES, bookingChangeRefusal } from '@sukoon/contracts/copy/booking';
import { errorResponse, mockEndpoint, type Scenario } from '../scenario';
import { sampleBookings, sampleNow } from '../fixtures';

export interface BookingsMockData {
  /** The signed-in person's bookings as the server sends them (default: the samples). */
  bookings?: RawBooking[];
  /** Slots someone else has booked: moving into one answers 409, as the server's unique index does. */
  takenSlots?: BookedSessionRef[];
  /** The server's clock for the cut-off and the slot rules (default: the samples' day). */
  now?: () => Date;
  /** The credits a membership holds after a cancellation returns some (default 4). */
  creditsLeft?: number;
  /** Told every change the site sends (tests). */
  onChange?: (action: 'reschedule' | 'cancel', id: string, body: unknown) => void;
}

/**
 * My Bookings' calls over an in-memory copy of the bookings, as the server answers them: a move or a cancellation
 * is seen by the next list; the cut-off, a confirmed status and a free, real slot are checked first (409 / 400).
 */
export function bookingHandlers(scenario: Scenario = 'ok', data: BookingsMockData = {}) {
  const bookings = structuredClone(data.bookings ?? sampleBookings);
  const now = data.now ?? (() => sampleNow);
  /** The booking if it may change now, else the server's refusal. */
  const changeable = (id: string) => {
    const raw = bookings.find((b) => String(b.id) === id);
    if (!raw) return errorResponse(404, { message: BOOKING_MESSAGES.bookingNotFound });
    const block = bookingChangeBlock(normaliseBooking(raw), now());
    const cutoffHours = raw.change_cutoff_hours ?? DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS;
    return block ? errorResponse(409, { message: bookingChangeRefusal(block, cutoffHours) }) : raw;
  };
  return [
    mockEndpoint('bookingDetails', scenario, { ok: () => bookings }),
    mockEndpoint('rescheduleBooking', scenario, {
      ok: ({ params, body }) => {
        data.onChange?.('reschedule', String(params.id), body);
        const raw = changeable(String(params.id));
        if (raw instanceof Response) return raw;
        const { date, start_time } = rescheduleBookingRequestSchema.parse(body);
        if (!isBookableSlot(date, start_time, now())) {
          return errorResponse(400, { message: BOOKING_MESSAGES.notInSeries });
        }
        const taken = [
          ...(data.takenSlots ?? []),
          ...bookings
            .filter((b) => b !== raw && b.status !== 'cancelled')
            .map((b) => normaliseBooking(b))
            .map((b) => ({ date: b.date, start_time: b.time })),
        ];
        if (taken.some((slot) => slot.date === date && slot.start_time.slice(0, 5) === start_time.slice(0, 5))) {
          return errorResponse(409, { message: BOOKING_MESSAGES.slotTaken });
        }
        const hours = raw.change_cutoff_hours ?? DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS;
        Object.assign(raw, {
          date,
          booking_date: null,
          start_date: null,
          time: start_time,
          start_time,
          booking_time: null,
          changes_close_at: bookingChangesCloseAt(date, start_time, hours)?.toISOString() ?? null,
        });
        const movedTo = BOOKING_MESSAGES.rescheduled(
          formatDateLong(date),
          formatTimeIst(slotInstant(date, start_time)),
        );
        const final = bookingChangeBlock(normaliseBooking(raw), now()) === 'cut-off';
        const message = final ? `${movedTo} ${BOOKING_MESSAGES.movedInsideCutoff(hours)}` : movedTo;
        return { success: true as const, message, booking: { ...raw } };
      },
    }),
    mockEndpoint('cancelBooking', scenario, {
      ok: ({ params }) => {
        data.onChange?.('cancel', String(params.id), undefined);
        const raw = changeable(String(params.id));
        if (raw instanceof Response) return raw;
        const credits = raw.payment_method === 'credits' ? (raw.credits_used ?? 0) : 0;
        Object.assign(raw, {
          status: 'cancelled',
          cancelled_at: now().toISOString(),
          ...(credits > 0 ? { credits_returned: credits } : { refund_status: 'requested' }),
        });
        return credits > 0
          ? {
              success: true as const,
              message: BOOKING_MESSAGES.cancelledWithCredits(credits, data.creditsLeft ?? 4),
              booking: { ...raw },
              credits_returned: credits,
            }
          : {
              success: true as const,
              message: BOOKING_MESSAGES.cancelledWithRefund,
              booking: { ...raw },
              refund_requested: true,
            };
      },
    }),
  ];
}
