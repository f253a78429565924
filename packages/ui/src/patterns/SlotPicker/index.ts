export { SlotPicker, type SlotChoice, type SlotPickerProps } from './SlotPicker';
