export { SlotGrid, NO_SLOTS_MESSAGE, type SlotGridProps } from './SlotGrid';
export { isSelectable, slotLabel, slotState, type SlotGridSlot, type SlotState } from './slotState';
