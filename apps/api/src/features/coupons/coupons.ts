import { applyCoupon, type CouponTerms, type OrderKind } from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { httpError } from '../../http/errors';
import { coupons, type CouponRow } from './schema';

export function couponTerms(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    percentOff: row.percentOff,
    appliesTo: [
      ...(row.forMemberships ? ['membership' as const] : []),
      ...(row.forBookings ? ['booking' as const] : []),
    ],
    active: row.active,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    minAmount: Number(row.minAmount),
  };
}

export interface PriceWithCoupon {
  listPrice: number;
  /** Rupees off; 0 without a coupon. */
  discount: number;
  finalPrice: number;
  /** The applied code, or null. */
  couponCode: string | null;
  /** The visible discount in words, or null without a coupon. */
  message: string | null;
}

/**
 * The price of an order with the coupon a person typed (or none). One rule for memberships and bookings: the coupon
 * is applied, with the discount in the answer, or refused with 400 and the rule's message (field `coupon_code`).
 */
export async function priceWithCoupon(
  db: Db | Tx,
  code: string | null,
  listPrice: number,
  kind: OrderKind,
  now: Date,
): Promise<PriceWithCoupon> {
  if (code === null) return { listPrice, discount: 0, finalPrice: listPrice, couponCode: null, message: null };
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  const outcome = applyCoupon(code, row && couponTerms(row), listPrice, kind, now);
  if (!outcome.ok) throw httpError(400, outcome.message, { errors: { coupon_code: [outcome.message] } });
  return {
    listPrice,
    discount: outcome.discount,
    finalPrice: outcome.finalPrice,
    couponCode: outcome.code,
    message: outcome.message,
  };
}
