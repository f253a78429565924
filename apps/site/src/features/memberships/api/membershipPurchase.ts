import { useMutation } from '@tanstack/react-query';
import type { PlanDisplay } from '@sukoon/contracts';
import type { PurchaseFormValues } from '@sukoon/ui/patterns/PurchaseModal';
import type { MutationConfig } from '../../../lib/mutationConfig';
import { purchaseMembership, type PurchaseOutcome } from '../purchaseMembership';

/** The purchase modal's send for one plan: the payment call and what its answer means (purchaseMembership). */
export const membershipPurchaseMutationOptions = (plan: PlanDisplay) => ({
  mutationFn: (values: PurchaseFormValues) => purchaseMembership(plan, values),
});

export function useMembershipPurchase(
  plan: PlanDisplay,
  config: MutationConfig<(values: PurchaseFormValues) => Promise<PurchaseOutcome>> = {},
) {
  return useMutation({ ...membershipPurchaseMutationOptions(plan), ...config });
}
