export { SlotGrid, NO_SLOTS_MESSAGE, type SlotGridProps } from './SlotGrid';
export { slotLabel, slotState, type SlotGridSlot, type SlotState } from './slotState';
