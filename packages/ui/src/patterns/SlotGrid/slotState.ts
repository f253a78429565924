/** What SlotGrid needs of a time slot (the contracts' buildSlots output has these and more). */
export interface SlotGridSlot {
  /** 'HH:mm', Indian time; the value handed back on selection. */
  time: string;
  /** Display label, e.g. "9:15 am". */
  istTime: string;
  isPast: boolean;
  isBooked: boolean;
  available: boolean;
}

export type SlotState = 'available' | 'past' | 'booked' | 'unavailable';

/**
 * The one state a slot is drawn in. Past wins over booked: once a time has gone, who held it
 * no longer matters to the person choosing.
 */
export function slotState(slot: SlotGridSlot): SlotState {
  if (slot.isPast) return 'past';
  if (slot.isBooked) return 'booked';
  return slot.available ? 'available' : 'unavailable';
}

/** The accessible name: the time, plus why it cannot be chosen ("9:15 am, booked"). */
export function slotLabel(slot: SlotGridSlot): string {
  const state = slotState(slot);
  return state === 'available' ? slot.istTime : `${slot.istTime}, ${state}`;
}
