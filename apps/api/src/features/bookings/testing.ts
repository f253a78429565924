// Helpers other api tests reuse for booking: the slot shape and the book-now body the site sends.
import { slotEndTime } from '@sukoon/contracts';

export interface Slot {
  date: string;
  /** 'HH:mm', one of the day's slots. */
  time: string;
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
