/** What SlotGrid needs of a time slot (the contracts' buildSlots output has these and more). */
export interface SlotGridSlot {
  /** 'HH:mm', Indian time; the value handed back on selection. */
  time: string;
  /** Display label, e.g. "9:15 am". */
  istTime: string;
  /** The start instant (ISO 8601), for the time on the reader's own clock outside India. */
  utcTime?: string;
  isPast: boolean;
  isBooked: boolean;
  available: boolean;
  /** The person's own unpaid hold: open to them, marked "Held for you" (booking it again reuses the hold). */
  heldForYou?: boolean;
  /** Rescheduling: the session's own slot, marked "Your session" and not choosable. */
  isCurrent?: boolean;
}

export type SlotState = 'available' | 'held' | 'current' | 'past' | 'booked' | 'unavailable';

/**
 * The one state a slot is drawn in. Past wins over booked: once a time has gone, who held it
 * no longer matters to the person choosing. A slot held for the person is open to them.
 */
export function slotState(slot: SlotGridSlot): SlotState {
  if (slot.isPast) return 'past';
  // The session being moved is booked too, by this person: say whose it is.
  if (slot.isCurrent) return 'current';
  if (slot.isBooked) return 'booked';
  if (!slot.available) return 'unavailable';
  return slot.heldForYou ? 'held' : 'available';
}

/** Whether the person can choose the slot: open, or held for them. */
export function isSelectable(state: SlotState): boolean {
  return state === 'available' || state === 'held';
}

const SPOKEN: Record<Exclude<SlotState, 'available'>, string> = {
  held: 'held for you',
  current: 'your session',
  past: 'past',
  booked: 'booked',
  unavailable: 'unavailable',
};

/**
 * The accessible name: the time (with the reader's own clock outside India: "9:15 am (Mon 11:45 pm EDT)"), plus why
 * it cannot be chosen ("9:15 am, booked") or that it is held for you.
 */
export function slotLabel(slot: SlotGridSlot, localTime?: string): string {
  const state = slotState(slot);
  const time = localTime ? `${slot.istTime} (${localTime})` : slot.istTime;
  return state === 'available' ? time : `${time}, ${SPOKEN[state]}`;
}
