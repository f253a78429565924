// The new coupon's check, loaded apart from the page (lazyResolver): the fields as the create call's body, checked by
// the call's schema, each refusal under the field that holds it.
import '@sukoon/contracts/zodBrowserConfig';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { StaffCouponCreate } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { staffCouponCreateRequestSchema } from '@sukoon/contracts/schemas/staff';

/** The new-coupon form's fields as typed: numbers as text, the two kinds as boxes. */
export interface StaffCouponFields {
  code: string;
  percent_off: string;
  memberships: boolean;
  bookings: boolean;
  expires_on: string;
  max_redemptions: string;
  max_per_person: string;
  description: string;
}

/** A whole number typed in a field: null when empty, NaN when not a whole number. */
const wholeNumberOf = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The field that shows a refusal of the body's key (the two boxes share one message, under the second). */
const fieldOf = (key: PropertyKey | undefined): keyof StaffCouponFields | undefined =>
  key === 'applies_to' ? 'bookings' : (key as keyof StaffCouponFields | undefined);

export const couponResolver: Resolver<StaffCouponFields, unknown, StaffCouponCreate> = (fields) => {
  const c = staffCopy.coupons.errors;
  const percent = wholeNumberOf(fields.percent_off);
  const maxRedemptions = wholeNumberOf(fields.max_redemptions);
  const maxPerPerson = wholeNumberOf(fields.max_per_person);
  const input: StaffCouponCreate = {
    code: fields.code,
    percent_off: percent ?? Number.NaN,
    applies_to: [
      ...(fields.memberships ? ['membership' as const] : []),
      ...(fields.bookings ? ['booking' as const] : []),
    ],
    expires_on: fields.expires_on || null,
    max_redemptions: maxRedemptions,
    max_per_person: maxPerPerson,
    description: fields.description,
  };
  const messages: Partial<Record<keyof StaffCouponFields, string>> = {};
  for (const issue of staffCouponCreateRequestSchema.safeParse(input).error?.issues ?? []) {
    const field = fieldOf(issue.path[0]);
    if (field && !messages[field]) messages[field] = issue.message;
  }
  // A field that is not a whole number at all gets the field's own message, not the schema's type error.
  if (percent === null || Number.isNaN(percent)) messages.percent_off = c.percent;
  if (Number.isNaN(maxRedemptions)) messages.max_redemptions = c.limit;
  if (Number.isNaN(maxPerPerson)) messages.max_per_person = c.limit;
  const errors: FieldErrors<StaffCouponFields> = {};
  for (const [field, message] of Object.entries(messages)) {
    errors[field as keyof StaffCouponFields] = { type: 'validate', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: input, errors: {} };
};
