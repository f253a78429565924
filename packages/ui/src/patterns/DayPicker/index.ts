export { DayPicker, type DayPickerProps } from './DayPicker';
export { dayButton, dayButtons, type DayButton } from './dayButtons';
