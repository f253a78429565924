import {
  addCalendarDays,
  IST_OFFSET_MS,
  indianDate,
  type StaffCoupon,
  type StaffCouponCreate,
} from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { httpError } from '../../http/errors';
import { isUniqueViolation } from '../accounts/users';
import { couponRedemptions, coupons, type CouponRow } from '../coupons/schema';

const c = staffCopy.coupons;

/** The first instant after the IST day `date` ('yyyy-MM-dd'): a coupon's exclusive end. */
function endOfIndianDay(date: string): Date {
  const next = addCalendarDays(date, 1);
  return new Date(Date.parse(`${next}T00:00:00Z`) - IST_OFFSET_MS);
}

function toStaffCoupon(row: CouponRow, uses: { redeemed: number; reserved: number } | undefined): StaffCoupon {
  return {
    code: row.code,
    percent_off: row.percentOff,
    applies_to: [
      ...(row.forMemberships ? ['membership' as const] : []),
      ...(row.forBookings ? ['booking' as const] : []),
    ],
    expires_on: row.validUntil ? indianDate(new Date(row.validUntil.getTime() - 1)) : null,
    max_redemptions: row.maxRedemptions,
    max_per_person: row.maxPerPerson,
    redeemed: uses?.redeemed ?? 0,
    reserved: uses?.reserved ?? 0,
    active: row.active,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

/** Each coupon's uses: paid orders, and unpaid ones whose reservation still runs at `now`. */
async function usesByCode(db: Db, now: Date, code?: string) {
  const rows = await db
    .select({
      code: couponRedemptions.code,
      redeemed: sql<number>`(count(*) filter (where ${couponRedemptions.status} = 'redeemed'))::int`,
      reserved: sql<number>`(count(*) filter (where ${couponRedemptions.status} = 'reserved' and ${couponRedemptions.reservedUntil} > ${now.toISOString()}::timestamptz))::int`,
    })
    .from(couponRedemptions)
    .where(code === undefined ? undefined : eq(couponRedemptions.code, code))
    .groupBy(couponRedemptions.code);
  return new Map(rows.map((row) => [row.code, { redeemed: Number(row.redeemed), reserved: Number(row.reserved) }]));
}

/** Every coupon, active ones first, newest first within each. */
export async function couponsForStaff(db: Db, now: Date): Promise<StaffCoupon[]> {
  const [rows, uses] = [
    await db.select().from(coupons).orderBy(desc(coupons.active), desc(coupons.createdAt), coupons.code),
    await usesByCode(db, now),
  ];
  return rows.map((row) => toStaffCoupon(row, uses.get(row.code)));
}

/** Creates a coupon: 400 for a last day already past (in India), 409 for a code that exists. */
export async function createCoupon(
  db: Db,
  input: StaffCouponCreate & { code: string },
  now: Date,
): Promise<StaffCoupon> {
  if (input.expires_on && input.expires_on < indianDate(now)) {
    throw httpError(400, c.errors.pastExpiry, { errors: { expires_on: [c.errors.pastExpiry] } });
  }
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code: input.code,
        percentOff: input.percent_off,
        forMemberships: input.applies_to.includes('membership'),
        forBookings: input.applies_to.includes('booking'),
        validUntil: input.expires_on ? endOfIndianDay(input.expires_on) : null,
        maxRedemptions: input.max_redemptions ?? null,
        maxPerPerson: input.max_per_person ?? null,
        description: input.description?.trim() ?? '',
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert into coupons returned no row');
    return toStaffCoupon(row, undefined);
  } catch (error) {
    if (!isUniqueViolation(error, 'coupons_pkey')) throw error;
    const message = c.errors.codeTaken(input.code);
    throw httpError(409, message, { errors: { code: [message] } });
  }
}

/** Pauses or resumes a coupon (404 for an unknown code). */
export async function setCouponActive(db: Db, code: string, active: boolean, now: Date): Promise<StaffCoupon> {
  const [row] = await db.update(coupons).set({ active }).where(eq(coupons.code, code)).returning();
  if (!row) throw httpError(404, staffCopy.errors.couponNotFound);
  return toStaffCoupon(row, (await usesByCode(db, now, code)).get(code));
}
