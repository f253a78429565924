import { FALLBACK_PLANS, sortPlans, toPlanDisplay, type MembershipPlan, type PlanDisplay } from '@sukoon/contracts';
import type { PlansFailure } from '@sukoon/ui/patterns/PlansGrid';
import { ApiError, replyText } from '../../../lib/apiError';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

export interface PlansResult {
  /** Sorted Bronze, Silver, Gold, Platinum, Diamond (B2), ready for the cards. */
  plans: PlanDisplay[];
  /** Set when the call failed and the fallback plans are shown (B8, B9). */
  failure?: PlansFailure;
}

/** B8: "An error containing 761" asks for sign-in; any other failure could not load. */
export function plansFailure(error: unknown): PlansFailure {
  const parts = [error instanceof Error ? error.message : String(error)];
  if (error instanceof ApiError) parts.push(String(error.status ?? ''), replyText(error.body));
  return parts.some((part) => part.includes('761')) ? 'auth' : 'load';
}

const display = (plans: readonly MembershipPlan[]) => sortPlans(plans).map(toPlanDisplay);

/** The server's plans as the page shows them (also what the prerendering build puts in the page); none: the fallback. */
export function plansResult(plans: readonly MembershipPlan[]): PlansResult {
  if (plans.length === 0) return { plans: display(FALLBACK_PLANS), failure: 'load' };
  return { plans: display(plans) };
}

/** GET /api/memberships/plans/ (bearer optional); any failure, or no plans at all, gives the five fallback plans. */
export async function fetchMembershipPlans(): Promise<PlansResult> {
  try {
    return plansResult(
      await callApi(() => import('@sukoon/contracts/endpoints/memberships').then((calls) => calls.membershipPlans), {
        load: 'after-hydration',
      }),
    );
  } catch (error) {
    return { plans: display(FALLBACK_PLANS), failure: plansFailure(error) };
  }
}

export const membershipPlansQueryOptions = () =>
  ({ queryKey: ['memberships', 'plans'], queryFn: fetchMembershipPlans }) satisfies ApiQueryOptions<PlansResult>;

export function useMembershipPlans() {
  // The call never fails (the fallback plans); only its code not coming does: the route's error boundary.
  return useApiQuery(membershipPlansQueryOptions(), { throwOnError: true });
}
