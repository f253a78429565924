import { describe, expect, it } from 'vitest';
import { isSelectable, slotLabel, slotState, type SlotGridSlot } from './slotState';

const slot = (overrides: Partial<SlotGridSlot>): SlotGridSlot => ({
  time: '09:15',
  istTime: '9:15 am',
  isPast: false,
  isBooked: false,
  available: true,
  ...overrides,
});

describe('slotState', () => {
  it('is available only when nothing blocks it', () => {
    expect(slotState(slot({}))).toBe('available');
  });

  it('marks booked and past slots', () => {
    expect(slotState(slot({ isBooked: true, available: false }))).toBe('booked');
    expect(slotState(slot({ isPast: true, available: false }))).toBe('past');
  });

  it('says past when a slot is both past and booked', () => {
    expect(slotState(slot({ isPast: true, isBooked: true, available: false }))).toBe('past');
  });

  it('offers the person’s own hold as held for them, but never once past', () => {
    expect(slotState(slot({ heldForYou: true }))).toBe('held');
    expect(isSelectable('held')).toBe(true);
    expect(slotState(slot({ heldForYou: true, isPast: true, available: false }))).toBe('past');
    expect(isSelectable('booked')).toBe(false);
  });

  it('marks the session being moved as its own, not choosable, and not struck as someone else’s booking', () => {
    expect(slotState(slot({ isCurrent: true, isBooked: true, available: false }))).toBe('current');
    expect(isSelectable('current')).toBe(false);
    expect(slotLabel(slot({ isCurrent: true, isBooked: true, available: false }))).toBe('9:15 am, your session');
  });

  it('never offers a slot flagged unavailable for another reason', () => {
    expect(slotState(slot({ available: false }))).toBe('unavailable');
  });
});

describe('slotLabel', () => {
  it('names the reason a slot is disabled', () => {
    expect(slotLabel(slot({}))).toBe('9:15 am');
    expect(slotLabel(slot({ isBooked: true, available: false }))).toBe('9:15 am, booked');
    expect(slotLabel(slot({ heldForYou: true }))).toBe('9:15 am, held for you');
    expect(slotLabel(slot({ time: '08:00', istTime: '8:00 am', isPast: true, available: false }))).toBe(
      '8:00 am, past',
    );
  });
});
