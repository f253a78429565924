import * as z from 'zod/mini';
import { ordersCopy } from '../copy/orders';

/**
 * The one coupon rule, for membership purchases and session bookings alike: a coupon code is either applied, with
 * the discount shown in the answer, or refused with a clear message; it is never silently ignored. The server keeps
 * the coupons (a table); this module decides.
 */

export const ORDER_KINDS = ['membership', 'booking'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Letters, digits, - and _, 2 to 32 characters, compared in upper case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;

/** What a person types: trimmed, upper case; empty is no coupon (null). */
export function normaliseCouponCode(text: string | null | undefined): string | null {
  const code = (text ?? '').trim().toUpperCase();
  return code === '' ? null : code;
}

/** The optional coupon field of the booking and membership payloads: empty becomes null, a code is upper-cased. */
export const optionalCouponCodeSchema = z
  .pipe(
    z.nullish(z.string().check(z.maxLength(40))),
    z.transform((v) => normaliseCouponCode(v)),
  )
  .check(z.refine((v) => v === null || COUPON_CODE_PATTERN.test(v), { message: ordersCopy.coupon.format }));

export interface CouponTerms {
  /** Upper case. */
  code: string;
  /** Whole percent, 1 to 90. */
  percentOff: number;
  appliesTo: readonly OrderKind[];
  active: boolean;
  /** From this instant on (inclusive); null: from the start. */
  validFrom: Date | null;
  /** Up to this instant (exclusive); null: no end. */
  validUntil: Date | null;
  /** The least list price (rupees) it applies to; 0 for any. */
  minAmount: number;
  /** How many orders may use it in all; null: no limit. */
  maxRedemptions: number | null;
  /** How many orders one person may use it for; null: no limit. */
  maxPerPerson: number | null;
}

/** How many orders use a coupon now (paid ones and unpaid holds still running): in all, and by the person ordering. */
export interface CouponUsage {
  total: number;
  byPerson: number;
}

export type CouponRefusal =
  | 'format'
  | 'unknown'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'used_up_by_person'
  | 'not_for_memberships'
  | 'not_for_sessions'
  | 'below_minimum';

export type CouponOutcome =
  | {
      ok: true;
      code: string;
      percentOff: number;
      /** The price before the coupon, rupees. */
      listPrice: number;
      /** Rupees off, to the paisa. */
      discount: number;
      /** What is paid, rupees: always at least ₹1 (a gateway takes no zero amount). */
      finalPrice: number;
      /** The visible discount: "Coupon WELCOME10 applied: 10% off, you save ₹3,000. You pay ₹27,000." */
      message: string;
    }
  | { ok: false; code: string; reason: CouponRefusal; message: string };

const paise = (rupees: number) => Math.round(rupees * 100) / 100;

function refusal(code: string, reason: CouponRefusal, minimum = 0): CouponOutcome {
  const c = ordersCopy.coupon;
  // A code that exists but cannot be used now (paused, not started, expired, used up) is refused as an unknown one,
  // so trying codes tells nobody which ones exist.
  const message = {
    format: c.format,
    unknown: c.unknown(code),
    inactive: c.unknown(code),
    not_started: c.unknown(code),
    expired: c.unknown(code),
    used_up: c.unknown(code),
    used_up_by_person: c.unknown(code),
    not_for_memberships: c.notForMemberships(code),
    not_for_sessions: c.notForSessions(code),
    below_minimum: c.belowMinimum(code, minimum),
  }[reason];
  return { ok: false, code, reason, message };
}

/**
 * Applies a coupon to a list price. `coupon` is what the store found for the code (undefined: no such coupon), `usage`
 * how many orders use it now. Checked in order: format, known, active, started, not expired, not used up (in all, then
 * by this person), meant for this kind of order, minimum amount.
 */
export function applyCoupon(
  code: string,
  coupon: CouponTerms | undefined,
  listPrice: number,
  kind: OrderKind,
  now: Date,
  usage: CouponUsage = { total: 0, byPerson: 0 },
): CouponOutcome {
  const normalised = normaliseCouponCode(code) ?? '';
  if (!COUPON_CODE_PATTERN.test(normalised)) return refusal(normalised, 'format');
  if (!coupon || coupon.code !== normalised) return refusal(normalised, 'unknown');
  if (!coupon.active) return refusal(normalised, 'inactive');
  if (coupon.validFrom && now.getTime() < coupon.validFrom.getTime()) return refusal(normalised, 'not_started');
  if (coupon.validUntil && now.getTime() >= coupon.validUntil.getTime()) return refusal(normalised, 'expired');
  if (coupon.maxRedemptions !== null && usage.total >= coupon.maxRedemptions) return refusal(normalised, 'used_up');
  if (coupon.maxPerPerson !== null && usage.byPerson >= coupon.maxPerPerson) {
    return refusal(normalised, 'used_up_by_person');
  }
  if (!coupon.appliesTo.includes(kind)) {
    return refusal(normalised, kind === 'membership' ? 'not_for_memberships' : 'not_for_sessions');
  }
  if (listPrice < coupon.minAmount) return refusal(normalised, 'below_minimum', coupon.minAmount);
  const percent = Math.min(Math.max(Math.trunc(coupon.percentOff), 0), 90);
  const discount = Math.min(paise((listPrice * percent) / 100), paise(Math.max(listPrice - 1, 0)));
  const finalPrice = paise(listPrice - discount);
  return {
    ok: true,
    code: normalised,
    percentOff: percent,
    listPrice,
    discount,
    finalPrice,
    message: ordersCopy.coupon.applied(normalised, percent, discount, finalPrice),
  };
}

/** The demo coupon the server seeds (README): 10 % off any membership or session, no end date. */
export const DEMO_COUPON: CouponTerms = {
  code: 'WELCOME10',
  percentOff: 10,
  appliesTo: ['membership', 'booking'],
  active: true,
  validFrom: null,
  validUntil: null,
  minAmount: 0,
  maxRedemptions: null,
  maxPerPerson: null,
};
