import { hydrate, QueryClient } from '@tanstack/react-query';
import type { QueryClientSource } from './queryClientSource';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Errors are shown to the user with the spec's texts; silent retries would only delay them.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one client, made on first use (by a QueryProvider or a query on demand): with the prerendered page's
 * answers, so the first render matches its HTML.
 */
export function queryClientOf(source: QueryClientSource): QueryClient {
  if (source.client) return source.client;
  const client = createQueryClient();
  // Kept for the visit: a section rendered later in place of its HTML (deferredSection) must find the answers that
  // HTML shows, or it would swap them for a loading state; unobserved queries are otherwise dropped after 5 minutes.
  if (source.prerendered) hydrate(client, source.prerendered, { defaultOptions: { queries: { gcTime: Infinity } } });
  // Mounted for the whole visit, not only while a QueryProvider is on screen: TanStack Query follows the connection
  // (online and offline events) only while a client is mounted, so on a page without one (/network-status, where a
  // lost connection leads) it would miss the connection coming back and keep every later query paused.
  client.mount();
  source.client = client;
  return client;
}
