/** Every time in the product is Indian time (B9): slots, "past", "completed", displayed dates. */
export const IST = 'Asia/Kolkata';

/** Zone names the browser may report for India (the old name is still in use). */
const INDIAN_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

/** Whether a viewer in `timeZone` reads Indian time as their own (no second time beside IST). */
export function isIndianTimeZone(timeZone: string): boolean {
  return INDIAN_ZONES.has(timeZone);
}
