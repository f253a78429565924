import { DEMO_COUPON } from '@sukoon/contracts';
import type { SeedOptions } from '../../context';
import type { Db } from '../../db';
import { coupons } from './schema';

/**
 * The documented demo coupon (README): WELCOME10, 10 % off any membership or session. Added once, never changed, and
 * only in demo mode: a live server sells at the prices staff set, with the coupons staff create.
 */
export async function seed(db: Db, { mode }: SeedOptions) {
  if (mode !== 'demo') return;
  await db
    .insert(coupons)
    .values({
      code: DEMO_COUPON.code,
      percentOff: DEMO_COUPON.percentOff,
      forMemberships: DEMO_COUPON.appliesTo.includes('membership'),
      forBookings: DEMO_COUPON.appliesTo.includes('booking'),
      active: DEMO_COUPON.active,
      minAmount: String(DEMO_COUPON.minAmount),
      description: 'Demo coupon: 10% off any membership or session.',
    })
    .onConflictDoNothing();
}
