import { applyCoupon, type CouponTerms, type CouponUsage, type OrderKind } from '@sukoon/contracts';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { httpError } from '../../http/errors';
import { couponRedemptions, coupons, type CouponRow } from './schema';

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
    maxRedemptions: row.maxRedemptions,
    maxPerPerson: row.maxPerPerson,
  };
}

/** A redemption counts when it is paid, or while its unpaid order's hold still runs. */
const counts = (now: Date) => or(eq(couponRedemptions.status, 'redeemed'), gt(couponRedemptions.reservedUntil, now));

/** How many orders use a coupon now, in all and by one person. */
export async function couponUsage(db: Db | Tx, code: string, userId: number, now: Date): Promise<CouponUsage> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byPerson: sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${userId}))::int`,
    })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.code, code), counts(now)));
  return { total: Number(row?.total ?? 0), byPerson: Number(row?.byPerson ?? 0) };
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

function refuse(message: string): never {
  throw httpError(400, message, { errors: { coupon_code: [message] } });
}

/**
 * The price of an order with the coupon a person typed (or none). One rule for memberships and bookings: the coupon
 * is applied, with the discount in the answer, or refused with 400 and the rule's message (field `coupon_code`).
 * The order that uses it then calls reserveCoupon, which checks the limits again with the coupon locked.
 */
export async function priceWithCoupon(
  db: Db | Tx,
  code: string | null,
  listPrice: number,
  kind: OrderKind,
  now: Date,
  userId: number,
): Promise<PriceWithCoupon> {
  if (code === null) return { listPrice, discount: 0, finalPrice: listPrice, couponCode: null, message: null };
  const normalised = code.trim().toUpperCase();
  const [row] = await db.select().from(coupons).where(eq(coupons.code, normalised));
  const usage = row ? await couponUsage(db, row.code, userId, now) : undefined;
  const outcome = applyCoupon(code, row && couponTerms(row), listPrice, kind, now, usage);
  if (!outcome.ok) refuse(outcome.message);
  return {
    listPrice,
    discount: outcome.discount,
    finalPrice: outcome.finalPrice,
    couponCode: outcome.code,
    message: outcome.message,
  };
}

export interface CouponReservation {
  code: string;
  userId: number;
  kind: OrderKind;
  /** The booking's or the membership purchase's id. */
  orderId: number;
  listPrice: number;
  /** Until when the unpaid order holds its use of the coupon (its hold's end). */
  until: Date;
  now: Date;
}

/**
 * Reserves a use of the coupon for a new unpaid order, inside the order's transaction. The coupon row is locked first,
 * so two orders racing for its last use are checked one after the other and the second is refused (400, as an
 * unknown code), which rolls its order back.
 */
export async function reserveCoupon(tx: Tx, input: CouponReservation): Promise<void> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, input.code)).for('update');
  const usage = row ? await couponUsage(tx, row.code, input.userId, input.now) : undefined;
  const outcome = applyCoupon(input.code, row && couponTerms(row), input.listPrice, input.kind, input.now, usage);
  if (!outcome.ok) refuse(outcome.message);
  await tx.insert(couponRedemptions).values({
    code: input.code,
    userId: input.userId,
    orderKind: input.kind,
    orderId: input.orderId,
    reservedUntil: input.until,
    createdAt: input.now,
  });
}

/**
 * A paid order redeems its coupon for good, in the payment's transaction. It does so even when its reservation ran out
 * meanwhile: the person paid the discounted price they were quoted.
 */
export async function redeemCoupon(tx: Tx, kind: OrderKind, orderId: number, now: Date): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ status: 'redeemed', redeemedAt: now })
    .where(
      and(
        eq(couponRedemptions.orderKind, kind),
        eq(couponRedemptions.orderId, orderId),
        eq(couponRedemptions.status, 'reserved'),
      ),
    );
}

/** An order given up before payment (a cancelled checkout) frees its reservation at once. */
export async function releaseCoupon(tx: Db | Tx, kind: OrderKind, orderId: number, now: Date): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ reservedUntil: now })
    .where(
      and(
        eq(couponRedemptions.orderKind, kind),
        eq(couponRedemptions.orderId, orderId),
        eq(couponRedemptions.status, 'reserved'),
        gt(couponRedemptions.reservedUntil, now),
      ),
    );
}
