import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { readString, remove, writeString } from '../../../lib/storage';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/**
 * GET /api/users/google-client-id/. The id is cached in storage (A3, A7): the cached value is
 * used at once, then refreshed from the server; an empty id means social sign-in is off.
 */
export async function fetchGoogleClientId(): Promise<string> {
  const { google_client_id } = await callApi(accountEndpoint('googleClientId'));
  const id = google_client_id.trim();
  if (id) writeString('googleClientId', id);
  else remove('googleClientId');
  return id;
}

export const googleClientIdQueryOptions = () =>
  ({
    queryKey: ['googleClientId'] as const,
    queryFn: fetchGoogleClientId,
    initialData: () => readString('googleClientId') ?? undefined,
    // The cache counts as old, so it is shown and refreshed in the same visit. `isFetched` stays false
    // until the server has answered (or failed): the stored id never counts as an answer.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  }) satisfies ApiQueryOptions<string>;

/** The client id query; `data` is the id ('' when none is known) and stays on the cached id if the refresh fails. */
export function useGoogleClientId() {
  return useApiQuery(googleClientIdQueryOptions());
}
