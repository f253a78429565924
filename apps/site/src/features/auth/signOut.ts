import type { QueryClient } from '@tanstack/react-query';
import type { AuthContextValue } from './AuthProvider';
import { pageReload } from '../../lib/pageReload';
import { logout } from './api/logout';

/**
 * Logout (spec 01 section 4): tells the server, then ends the session on this device whatever it answered,
 * forgets every cached answer and reloads. Its own module so the header loads it (and the API client) only
 * when Logout is chosen.
 */
export async function signOut({
  setBusy,
  clearSession,
  queryClient,
}: Pick<AuthContextValue, 'setBusy' | 'clearSession'> & {
  /** The app's query cache, if a page has made one. */
  queryClient: QueryClient | undefined;
}) {
  setBusy(true);
  try {
    await logout();
  } catch {
    // The session ends on this device whatever the server said.
  } finally {
    clearSession();
    queryClient?.clear();
    pageReload.reload();
  }
}
