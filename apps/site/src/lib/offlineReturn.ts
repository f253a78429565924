import { paths } from './paths';

/**
 * The page to go back to from /network-status (its navigation state, see toNetworkStatus): an in-site path other
 * than /network-status itself. Apart from paths.ts so that only the offline page's chunk carries it.
 */
export function offlineReturnPath(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return from.toLowerCase().startsWith(paths.networkStatus) ? undefined : from;
}
