// The testimonials' rules (B3, A7): the defaults of a testimonial read from the server and the home page's selection.
// Apart from the schemas (../schemas/content.ts), so pages that show testimonials do not load zod for them.
import type { RawTestimonial, Testimonial } from '../schemas/content';

/** B3 defaults. */
export const TESTIMONIAL_DEFAULTS = {
  user_name: 'Unknown',
  role: 'Client',
  comment: 'No comment provided',
  rating: 5,
  icon: 'star',
  color: '#4F46E5',
} as const;

function text(value: string | null | undefined, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/**
 * Applies the B3 defaults and drops duplicates (same name, comment and created_at; the first is kept).
 * A rating outside 1..5 or not a number falls back to 5; fractions are rounded. A missing id becomes
 * the item's position, so lists stay keyable.
 */
export function normaliseTestimonials(list: readonly RawTestimonial[]): Testimonial[] {
  const seen = new Set<string>();
  const out: Testimonial[] = [];
  list.forEach((raw, index) => {
    const rating = typeof raw.rating === 'number' && Number.isFinite(raw.rating) ? Math.round(raw.rating) : NaN;
    const t: Testimonial = {
      id: raw.id ?? index,
      user_name: text(raw.user_name, TESTIMONIAL_DEFAULTS.user_name),
      role: text(raw.role, TESTIMONIAL_DEFAULTS.role),
      comment: text(raw.comment, TESTIMONIAL_DEFAULTS.comment),
      rating: rating >= 1 && rating <= 5 ? rating : TESTIMONIAL_DEFAULTS.rating,
      created_at: raw.created_at ?? null,
      icon: text(raw.icon, TESTIMONIAL_DEFAULTS.icon),
      color: text(raw.color, TESTIMONIAL_DEFAULTS.color),
      service: raw.service ?? null,
      is_admin_approved: raw.is_admin_approved === true,
      approved_on_main_page: raw.approved_on_main_page === true,
    };
    const key = JSON.stringify([t.user_name, t.comment, t.created_at]);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(t);
  });
  return out;
}

/** A7: the home page keeps those with both approvals, first 4 only. */
export const HOME_TESTIMONIAL_CAP = 4;
export function homeTestimonials(list: readonly Testimonial[]): Testimonial[] {
  return list.filter((t) => t.is_admin_approved && t.approved_on_main_page).slice(0, HOME_TESTIMONIAL_CAP);
}
