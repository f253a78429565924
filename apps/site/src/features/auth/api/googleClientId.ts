import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@sukoon/contracts';
import { callApi } from '../../../lib/apiClient';
import { readString, remove, writeString } from '../../../lib/storage';

/**
 * GET /api/users/google-client-id/. The id is cached in storage (A3, A7): the cached value is
 * used at once, then refreshed from the server; an empty id means social sign-in is off.
 */
export async function fetchGoogleClientId(): Promise<string> {
  const { google_client_id } = await callApi(endpoints.googleClientId);
  const id = google_client_id.trim();
  if (id) writeString('googleClientId', id);
  else remove('googleClientId');
  return id;
}

export const googleClientIdQueryKey = ['googleClientId'] as const;

/** The client id ('' when none is known). Stays on the cached id if the refresh fails. */
export function useGoogleClientId(): string {
  const query = useQuery({
    queryKey: googleClientIdQueryKey,
    queryFn: fetchGoogleClientId,
    initialData: () => readString('googleClientId') ?? undefined,
    // The cache counts as old, so it is shown and refreshed in the same visit.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
  return query.data ?? '';
}
