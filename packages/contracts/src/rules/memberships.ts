import type { MembershipPlan } from '../schemas/memberships';
import { CREDIT_VALUE_INR, PLAN_ORDER, planTier } from './plans';
import { IST_OFFSET_MS } from './zone';

/**
 * Paying with membership credits: a session takes ceil(price / 5000) credits, so a ₹2,000 student session
 * takes one and a ₹10,000 session two. A membership runs for its plan's validity in calendar months from the
 * purchase, in Indian time (Bronze: no end); buying while one is active adds the credits and keeps the later end.
 */

export const PAYMENT_METHODS = ['card', 'credits'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Credits a session of this price takes: ceil(price / 5000); a price of 0 or less takes none. */
export function creditsForPrice(price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  return Math.ceil(Math.round(price * 100) / (CREDIT_VALUE_INR * 100));
}

/**
 * `months` calendar months after `start`, on the Indian calendar: 31 January + 1 month is 28 (or 29) February, at the
 * same Indian clock time.
 */
export function addMonthsIst(start: Date, months: number): Date {
  const local = new Date(start.getTime() + IST_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    y,
    m,
    Math.min(local.getUTCDate(), lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - IST_OFFSET_MS);
}

/** When a membership bought at `start` ends: validity months later, or null (no end) for 'infinity'. */
export function membershipEndsAt(start: Date, validity: MembershipPlan['validity']): Date | null {
  return validity === 'infinity' ? null : addMonthsIst(start, validity);
}

/** The later of two ends, where null (no end) is later than any date. */
export function laterEnd(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return null;
  return a.getTime() >= b.getTime() ? a : b;
}

/** Active at `now`: no end, or an end still ahead. */
export function isMembershipActive(membership: { endsAt: Date | null }, now: Date): boolean {
  return membership.endsAt === null || membership.endsAt.getTime() > now.getTime();
}

const DAY_MS = 24 * 60 * 60_000;

/** My Membership's Validity (in days): whole days left, counting a part day as one; null for no end; 0 once over. */
export function validityDaysLeft(endsAt: Date | null, now: Date): number | null {
  if (endsAt === null) return null;
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
}

/** Of two plan names, the higher tier (Bronze < … < Diamond): the name a topped-up membership goes by. */
export function higherTier(a: string, b: string): string {
  const rank = (name: string) => {
    const tier = planTier(name);
    return tier === null ? -1 : PLAN_ORDER.indexOf(tier);
  };
  return rank(b) > rank(a) ? b : a;
}

/** Whether a membership can pay `needed` credits at `now`, and if not, why. */
export type CreditCheck =
  { ok: true } | { ok: false; reason: 'no_membership' | 'expired' | 'not_enough'; left: number };

export function checkCredits(
  membership: { credits: number; endsAt: Date | null } | undefined,
  needed: number,
  now: Date,
): CreditCheck {
  if (!membership) return { ok: false, reason: 'no_membership', left: 0 };
  if (!isMembershipActive(membership, now)) return { ok: false, reason: 'expired', left: membership.credits };
  if (membership.credits < needed) return { ok: false, reason: 'not_enough', left: membership.credits };
  return { ok: true };
}
