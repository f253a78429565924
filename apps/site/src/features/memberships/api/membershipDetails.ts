import { parseMembershipDetails, type Membership } from '@sukoon/contracts';
import * as membershipsEndpoints from '@sukoon/contracts/endpoints/memberships';
import { membershipsCopy } from '@sukoon/contracts/copy/memberships';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';
import { ApiError } from '../../../lib/apiError';

/**
 * GET /api/users/membership-details/ (bearer, 5 s time-out). B5: the answer must be JSON ("Server returned
 * non-JSON response"); an object or the first item of a list is the active membership, an empty list none (null).
 */
export async function fetchMembershipDetails(): Promise<Membership | null> {
  const { status, body, contentType } = await callApi(membershipsEndpoints.membershipDetails, { raw: true });
  if (!/json/i.test(contentType)) {
    throw new ApiError(membershipsCopy.toasts.nonJson, 'parse', status, body);
  }
  try {
    return parseMembershipDetails(body);
  } catch {
    throw new ApiError(accountsCopy.forgotPassword.failures.parseException, 'parse', status, body);
  }
}

/** The prefix of every membership-details answer in the cache, whoever asked: what a credit booking makes stale. */
export const membershipQueryKey = ['memberships', 'details'] as const;

export const membershipDetailsQueryOptions = (token: string | null) =>
  ({
    queryKey: [...membershipQueryKey, token] as const,
    queryFn: fetchMembershipDetails,
    // A 401 or a failure is shown at once: the page's own Try Again reloads.
    retry: false,
    // Credits change with every purchase and credit booking: ask again on each visit.
    staleTime: 0,
  }) satisfies ApiQueryOptions<Membership | null>;

/** The signed-in user's active membership (null: none). */
export function useMembershipDetails(token: string | null) {
  return useApiQuery(membershipDetailsQueryOptions(token), { enabled: token !== null });
}
