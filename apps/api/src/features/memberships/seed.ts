import { FALLBACK_PLANS } from '@sukoon/contracts';
import type { Db } from '../../db';
import { membershipPlans } from './schema';

/** The contracts' five plans (spec 02 section 9: Bronze to Diamond), with their ids. Added once, never changed. */
export function planRows() {
  return FALLBACK_PLANS.map((plan) => ({
    id: plan.id,
    name: plan.name,
    price: Number(plan.price).toFixed(2),
    credits: plan.credits,
    validityMonths: plan.validity === 'infinity' ? null : plan.validity,
    description: plan.description,
    keyPoints: [...plan.key_points],
    bg: plan.bg,
    cardImg: plan.card_img,
  }));
}

export async function seed(db: Db) {
  await db.insert(membershipPlans).values(planRows()).onConflictDoNothing();
}
