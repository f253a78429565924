import {
  checkCredits,
  formatDateLong,
  higherTier,
  isMembershipActive,
  laterEnd,
  membershipEndsAt,
  sortPlans,
  todayIst,
  validityDaysLeft,
  type MembershipPlan,
} from '@sukoon/contracts';
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import { and, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { httpError } from '../../http/errors';
import { priceWithCoupon, reserveCoupon, type PriceWithCoupon } from '../coupons/coupons';
import {
  creditLedger,
  membershipPlans,
  membershipPurchases,
  memberships,
  type MembershipPlanRow,
  type MembershipPurchaseRow,
  type MembershipRow,
} from './schema';
import { MEMBERSHIP_MESSAGES } from '@sukoon/contracts/copy/memberships';

/** "5000.00" -> "5000"; "2499.50" stays. */
const priceText = (numeric: string) => {
  const n = Number(numeric);
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
};

export function toPlan(row: MembershipPlanRow): MembershipPlan {
  return {
    id: row.id,
    name: row.name,
    price: priceText(row.price),
    credits: row.credits,
    validity: row.validityMonths ?? 'infinity',
    description: row.description,
    key_points: row.keyPoints,
    bg: row.bg,
    card_img: row.cardImg,
  };
}

/** The plans on sale, Bronze to Diamond (spec 02 section 2). */
export async function listPlans(db: Db | Tx): Promise<MembershipPlan[]> {
  const rows = await db.select().from(membershipPlans).where(eq(membershipPlans.active, true));
  return sortPlans(rows.map(toPlan));
}

/* ---------- Purchase ---------- */

export interface NewPurchase {
  userId: number;
  planId: number;
  couponCode: string | null;
  gstNumber: string | null;
  now: Date;
  /** Until when the unpaid purchase holds its use of the coupon. */
  couponHeldUntil: Date;
}

/**
 * A pending membership order at the server's price, with the coupon applied (or refused with a 400 by the one coupon
 * rule). The client's final_price is never read: the plan's price is what is paid.
 */
export async function createPurchase(
  db: Tx,
  input: NewPurchase,
): Promise<{ purchase: MembershipPurchaseRow; plan: MembershipPlanRow; price: PriceWithCoupon }> {
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.id, input.planId), eq(membershipPlans.active, true)));
  if (!plan) throw httpError(404, MEMBERSHIP_MESSAGES.planNotFound);
  const price = await priceWithCoupon(db, input.couponCode, Number(plan.price), 'membership', input.now, input.userId);
  const [purchase] = await db
    .insert(membershipPurchases)
    .values({
      userId: input.userId,
      planId: plan.id,
      listPrice: price.listPrice.toFixed(2),
      discount: price.discount.toFixed(2),
      amount: price.finalPrice.toFixed(2),
      couponCode: price.couponCode,
      gstNumber: input.gstNumber,
      credits: plan.credits,
      validityMonths: plan.validityMonths,
      createdAt: input.now,
    })
    .returning();
  if (!purchase) throw new Error('insert into membership_purchases returned no row');
  if (price.couponCode !== null) {
    await reserveCoupon(db, {
      code: price.couponCode,
      userId: input.userId,
      kind: 'membership',
      orderId: purchase.id,
      listPrice: price.listPrice,
      until: input.couponHeldUntil,
      now: input.now,
    });
  }
  return { purchase, plan, price };
}

export type Activation =
  | { kind: 'activated'; purchase: MembershipPurchaseRow; membership: MembershipRow; plan: MembershipPlanRow }
  /** The purchase was already paid by another payment: nothing changed (that payment is to be refunded). */
  | { kind: 'already_paid'; purchase: MembershipPurchaseRow };

/**
 * A verified payment activates its purchase, once: inside the payment's transaction, with the purchase and the
 * person's membership locked. No active membership (none yet, or an expired one): a fresh start from `now`, and any
 * credits left on the expired one lapse (written to the ledger). An active one: the credits are added and the later
 * end is kept; it goes by the higher tier.
 */
export async function activatePurchase(tx: Tx, purchaseId: number, now: Date): Promise<Activation> {
  const [purchase] = await tx
    .select()
    .from(membershipPurchases)
    .where(eq(membershipPurchases.id, purchaseId))
    .for('update');
  if (!purchase) throw new Error(`Membership purchase ${purchaseId} does not exist`);
  if (purchase.status === 'paid') return { kind: 'already_paid', purchase };
  const [plan] = await tx.select().from(membershipPlans).where(eq(membershipPlans.id, purchase.planId));
  if (!plan) throw new Error(`Membership plan ${purchase.planId} does not exist`);

  const validity = purchase.validityMonths ?? 'infinity';
  const newEnd = membershipEndsAt(now, validity);
  // One row per person: a first purchase creates it (two activations at once: the unique index picks one, the other
  // finds it below), then the row is locked for the top-up.
  await tx
    .insert(memberships)
    .values({ userId: purchase.userId, planId: plan.id, credits: 0, startedAt: now, endsAt: now, createdAt: now })
    .onConflictDoNothing({ target: memberships.userId });
  const [current] = await tx.select().from(memberships).where(eq(memberships.userId, purchase.userId)).for('update');
  if (!current) throw new Error(`Membership of user ${purchase.userId} vanished`);

  const active = isMembershipActive(current, now);
  if (!active && current.credits > 0) {
    await tx.insert(creditLedger).values({
      membershipId: current.id,
      userId: purchase.userId,
      change: -current.credits,
      balanceAfter: 0,
      reason: 'expiry',
      createdAt: now,
    });
  }
  const [currentPlan] = active
    ? await tx.select().from(membershipPlans).where(eq(membershipPlans.id, current.planId))
    : [undefined];
  const planId = currentPlan && higherTier(currentPlan.name, plan.name) === currentPlan.name ? currentPlan.id : plan.id;
  const [membership] = await tx
    .update(memberships)
    .set(
      active
        ? {
            credits: sql`${memberships.credits} + ${purchase.credits}`,
            endsAt: laterEnd(current.endsAt, newEnd),
            planId,
            updatedAt: now,
          }
        : { credits: purchase.credits, startedAt: now, endsAt: newEnd, planId: plan.id, updatedAt: now },
    )
    .where(eq(memberships.id, current.id))
    .returning();
  if (!membership) throw new Error(`Membership ${current.id} vanished while locked`);
  await tx.insert(creditLedger).values({
    membershipId: membership.id,
    userId: purchase.userId,
    change: purchase.credits,
    balanceAfter: membership.credits,
    reason: 'purchase',
    purchaseId: purchase.id,
    createdAt: now,
  });
  const [paid] = await tx
    .update(membershipPurchases)
    .set({ status: 'paid', paidAt: now, membershipId: membership.id })
    .where(eq(membershipPurchases.id, purchase.id))
    .returning();
  if (!paid) throw new Error(`Membership purchase ${purchase.id} vanished while locked`);
  return { kind: 'activated', purchase: paid, membership, plan };
}

/* ---------- Paying with credits ---------- */

export interface CreditPayment {
  creditsUsed: number;
  creditsLeft: number;
}

/**
 * Takes `credits` from a person's membership for a booking, inside the booking's transaction: one conditional UPDATE
 * (enough credits, still valid at `now`), so concurrent bookings can never spend a credit twice or go below zero. A
 * refusal throws 409 with the reason (the caller's transaction then rolls back the booking too).
 */
export async function payWithCredits(
  tx: Tx,
  input: { userId: number; credits: number; bookingId: number; now: Date },
): Promise<CreditPayment> {
  const { userId, credits, bookingId, now } = input;
  const [row] = await tx
    .update(memberships)
    .set({ credits: sql`${memberships.credits} - ${credits}`, updatedAt: now })
    .where(
      and(
        eq(memberships.userId, userId),
        gte(memberships.credits, credits),
        or(isNull(memberships.endsAt), gt(memberships.endsAt, now)),
      ),
    )
    .returning();
  if (!row) {
    const [membership] = await tx.select().from(memberships).where(eq(memberships.userId, userId));
    throw creditRefusal(membership, credits, now);
  }
  await tx.insert(creditLedger).values({
    membershipId: row.id,
    userId,
    change: -credits,
    balanceAfter: row.credits,
    reason: 'booking',
    bookingId,
    createdAt: now,
  });
  return { creditsUsed: credits, creditsLeft: row.credits };
}

/**
 * Gives a cancelled credit booking's credits back to the person's membership, inside the cancellation's transaction,
 * with a 'refund' ledger row (its unique index: at most once per booking). They go back even when the membership
 * has ended since: the ledger keeps adding up, and they lapse by the same rule as any unspent credit (an 'expiry'
 * row when a new membership starts). Extending the validity instead would give more than was bought.
 */
export async function returnCredits(
  tx: Tx,
  input: { userId: number; credits: number; bookingId: number; now: Date },
): Promise<{ creditsReturned: number; creditsLeft: number; endedAt: Date | null }> {
  const { userId, credits, bookingId, now } = input;
  const [row] = await tx
    .update(memberships)
    .set({ credits: sql`${memberships.credits} + ${credits}`, updatedAt: now })
    .where(eq(memberships.userId, userId))
    .returning();
  if (!row) throw new Error(`User ${userId} paid booking ${bookingId} with credits but has no membership`);
  await tx.insert(creditLedger).values({
    membershipId: row.id,
    userId,
    change: credits,
    balanceAfter: row.credits,
    reason: 'refund',
    bookingId,
    createdAt: now,
  });
  return {
    creditsReturned: credits,
    creditsLeft: row.credits,
    endedAt: isMembershipActive(row, now) ? null : row.endsAt,
  };
}

function creditRefusal(membership: MembershipRow | undefined, needed: number, now: Date) {
  const copy = ordersCopy.credits;
  const check = checkCredits(membership, needed, now);
  if (check.ok || check.reason === 'not_enough') {
    return httpError(409, copy.notEnough(needed, check.ok ? (membership?.credits ?? 0) : check.left));
  }
  if (check.reason === 'expired' && membership?.endsAt) {
    return httpError(409, copy.expired(formatDateLong(todayIst(membership.endsAt))));
  }
  return httpError(409, copy.noMembership);
}

/* ---------- My Membership ---------- */

/** The active membership's details for My Membership (spec 02 section 3 "Membership"). */
export type MembershipDetails = {
  id: number;
  name: string;
  membership_type: string;
  credits: number;
  /** The plan's price in rupees ("30000"). */
  price: string;
  /** Days left; null for no end (Bronze). */
  validity: number | null;
  valid_until: string | null;
  description: string;
  key_points: string[];
  status: 'active';
};

/** The person's membership if it is active at `now`, else undefined (none, or expired). */
export async function activeMembershipOf(db: Db | Tx, userId: number, now: Date) {
  const [row] = await db
    .select({ membership: memberships, plan: membershipPlans })
    .from(memberships)
    .innerJoin(membershipPlans, eq(memberships.planId, membershipPlans.id))
    .where(eq(memberships.userId, userId));
  if (!row || !isMembershipActive(row.membership, now)) return undefined;
  return row;
}

/**
 * GET /api/users/membership-details/: the active membership as an object, or an empty list when there is none (the
 * contract's "No membership found for your account"; a 404 would send the site's GET rule to /not-found).
 */
export async function membershipDetailsOf(db: Db | Tx, userId: number, now: Date): Promise<MembershipDetails | []> {
  const row = await activeMembershipOf(db, userId, now);
  if (!row) return [];
  const { membership, plan } = row;
  return {
    id: membership.id,
    name: plan.name,
    membership_type: plan.name,
    credits: membership.credits,
    price: priceText(plan.price),
    validity: validityDaysLeft(membership.endsAt, now),
    valid_until: membership.endsAt?.toISOString() ?? null,
    description: plan.description,
    key_points: plan.keyPoints,
    status: 'active',
  };
}
