import type { User } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { ApiError } from '../../../lib/apiError';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/** What the profile page shows: the user, or nothing when the server answered without data. */
export type ProfileResult = { kind: 'user'; user: User } | { kind: 'empty' };

const isEmpty = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) ||
  (typeof body === 'object' && body !== null && 'user' in body && (body as { user: unknown }).user == null);

/**
 * GET /api/users/user-profile/ (bearer). The answer is the user or `{ user }` (A3); an answer
 * without username or email is rejected (A5) as a 'parse' ApiError.
 */
export async function fetchUserProfile(signal?: AbortSignal): Promise<ProfileResult> {
  const { status, body } = await callApi(accountEndpoint('userProfile'), { signal, raw: true });
  if (isEmpty(body)) return { kind: 'empty' };
  // Loaded with the call (its schemas' module, already fetched by callApi).
  const { parseUserProfile } = await import('@sukoon/contracts/schemas/accounts');
  try {
    return { kind: 'user', user: parseUserProfile(body) };
  } catch {
    throw new ApiError(accountsCopy.profile.invalid, 'parse', status, body);
  }
}

/** Every cached profile, whatever its token: forgotten when the signed-in user changes. */
export const userProfilesQueryKey = ['userProfile'] as const;

/** Keyed by the token, so another account never sees a cached profile. */
export const userProfileQueryOptions = (token: string | null) =>
  ({
    queryKey: [...userProfilesQueryKey, token] as const,
    queryFn: ({ signal }) => fetchUserProfile(signal),
    // The page is the place to see fresh details.
    staleTime: 0,
  }) satisfies ApiQueryOptions<ProfileResult>;

/** The signed-in user's profile. */
export function useUserProfile(token: string | null) {
  return useApiQuery(userProfileQueryOptions(token), { enabled: token !== null });
}
