/** Every time in the product is Indian time (B9): slots, "past", "completed", displayed dates. */
export const IST = 'Asia/Kolkata';
