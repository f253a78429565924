// Helpers other api tests reuse for booking: the slot shape and the book-now body the site sends.
import { SLOT_TIMES, slotEndTime } from '@sukoon/contracts';

export interface Slot {
  date: string;
  /** 'HH:mm', one of the day's slots. */
  time: string;
}

/**
 * A different slot at each call: the day's slot times in order, then the next day's, from 2026-11-`firstDay` on, so
 * the tests of one app never meet each other's bookings.
 */
export function slotSequence(firstDay: number): () => Slot {
  let taken = 0;
  return () => {
    const n = taken++;
    return {
      date: `2026-11-${firstDay + Math.floor(n / SLOT_TIMES.length)}`,
      time: SLOT_TIMES[n % SLOT_TIMES.length]!,
    };
  };
}

/** The book-now body exactly as the site sends it for `slot`, with `extra` fields on top. */
export function bookNowPayload(slot: Slot, serviceId = 501, extra: Record<string, unknown> = {}) {
  return {
    sub_category_id: serviceId,
    date: slot.date,
    start_time: `${slot.time}:00`,
    end_time: slotEndTime(slot.time),
    session_duration: 60,
    buffer_time: 15,
    gst_number: null,
    coupon_code: null,
    ...extra,
  };
}
