/** Every time in the product is Indian time (B9): slots, "past", "completed", displayed dates. */
export const IST = 'Asia/Kolkata';

/**
 * India has kept UTC+05:30 all year since 1945, so calendar arithmetic in Indian time needs no zone database: nor an
 * Intl formatter, whose first use on a page costs a throttled phone tens of milliseconds of locale data.
 */
export const IST_OFFSET_MS = 330 * 60_000;

/**
 * The calendar date in India ('yyyy-MM-dd') of a valid instant between the years 1945 and 9999, by the fixed offset:
 * what `formatInTimeZone(instant, IST, 'yyyy-MM-dd')` gives, without loading date-fns-tz and Intl's zone data where
 * nothing else on the page needs them (the catalogue's schemas).
 */
export function indianDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Zone names the browser may report for India (the old name is still in use). */
const INDIAN_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

/** Whether a viewer in `timeZone` reads Indian time as their own (no second time beside IST). */
export function isIndianTimeZone(timeZone: string): boolean {
  return INDIAN_ZONES.has(timeZone);
}
