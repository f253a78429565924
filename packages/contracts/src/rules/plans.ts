import { membershipsCopy } from '../copy/memberships';
import type { MembershipPlan } from '../schemas/memberships';
import { formatInr, parsePrice } from './prices';

/** B1, B9: one credit is worth a session of INR 5000. */
export const CREDIT_VALUE_INR = 5000;

/** B2: plan cards are sorted Bronze, Silver, Gold, Platinum, Diamond. */
export const PLAN_ORDER = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const;
export type PlanTier = (typeof PLAN_ORDER)[number];

/** The tier a plan name belongs to ("Gold", "gold", "Gold Membership"), or null. */
export function planTier(name: string): PlanTier | null {
  const lower = name.toLowerCase();
  return PLAN_ORDER.find((tier) => lower.includes(tier.toLowerCase())) ?? null;
}

/** Sorts plans into PLAN_ORDER; plans of no known tier keep their order after the known ones. */
export function sortPlans<T extends { name: string }>(plans: readonly T[]): T[] {
  const rank = (name: string) => {
    const tier = planTier(name);
    return tier === null ? PLAN_ORDER.length : PLAN_ORDER.indexOf(tier);
  };
  return plans
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p.name) - rank(b.p.name) || a.i - b.i)
    .map(({ p }) => p);
}

/** B9: the struck-through original price on a card is credits x 5000. */
export function originalPrice(credits: number): number {
  return credits * CREDIT_VALUE_INR;
}

/** Validity as a card shows it: "Unlimited" for "infinity", else months. */
export function formatValidity(validity: MembershipPlan['validity']): string {
  if (validity === 'infinity') return membershipsCopy.card.validityUnlimited;
  return membershipsCopy.card.validityMonths(validity);
}

/** B3 "As displayed": id, type, image, card, price with the rupee sign, feature list (plus the figures a card needs). */
export interface PlanDisplay {
  id: number;
  type: string;
  tier: PlanTier | null;
  image: string;
  card: string;
  price: string;
  amount: number | null;
  originalPrice: string;
  credits: number;
  validity: string;
  description: string;
  features: string[];
}

export function toPlanDisplay(plan: MembershipPlan): PlanDisplay {
  const amount = parsePrice(plan.price);
  return {
    id: plan.id,
    type: plan.name,
    tier: planTier(plan.name),
    image: plan.bg,
    card: plan.card_img,
    price: amount === null ? `₹${plan.price}` : formatInr(amount),
    amount,
    originalPrice: formatInr(originalPrice(plan.credits)),
    credits: plan.credits,
    validity: formatValidity(plan.validity),
    description: plan.description,
    features: [...plan.key_points],
  };
}

function plan(
  id: number,
  name: PlanTier,
  price: number,
  credits: number,
  validity: MembershipPlan['validity'],
  description: string,
  key_points: string[],
): MembershipPlan {
  const slug = name.toLowerCase();
  return {
    id,
    name,
    price: String(price),
    credits,
    validity,
    description,
    key_points,
    bg: `/images/memberships/${slug}-bg.webp`,
    card_img: `${slug}.webp`,
  };
}

/** B9 fallback plans (price INR, credits, validity in months): shown when the plans call fails; the api seeds them. */
export const FALLBACK_PLANS: readonly MembershipPlan[] = [
  plan(1, 'Bronze', 5000, 1, 'infinity', 'One session credit that never expires.', [
    '1 session credit',
    'No expiry',
    'Use for any bookable online session',
  ]),
  plan(2, 'Silver', 15000, 4, 3, 'Four session credits to use within 3 months.', [
    '4 session credits',
    'Valid for 3 months',
    'Save on the price of single sessions',
  ]),
  plan(3, 'Gold', 30000, 10, 6, 'Ten session credits to use within 6 months.', [
    '10 session credits',
    'Valid for 6 months',
    'Suited to a regular series of sessions',
  ]),
  plan(4, 'Platinum', 55000, 20, 12, 'Twenty session credits to use within 12 months.', [
    '20 session credits',
    'Valid for 12 months',
    'Share sessions across your programme goals',
  ]),
  plan(5, 'Diamond', 100000, 40, 24, 'Forty session credits to use within 24 months.', [
    '40 session credits',
    'Valid for 24 months',
    'The lowest price per session',
  ]),
];
