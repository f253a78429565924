import type { ComponentType, ReactNode } from 'react';
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useQueryClientSource, type QueryClientSource } from './queryClientSource';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Errors are shown to the user with the spec's texts; silent retries would only delay them.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's client, made on first use: with the prerendered page's answers, so the first render matches its HTML. */
function clientOf(source: QueryClientSource): QueryClient {
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

/**
 * TanStack Query for what it wraps: every page module, deferred section and dialog that reads or sends data wraps
 * itself in this (they may nest: all share the app's one client), so the library loads with them and not with the
 * shell (lib/queryClientSource).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = clientOf(useQueryClientSource());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` inside a QueryProvider: for a page module's or a lazily loaded part's export. */
export function withQuery(Component: () => ReactNode): () => ReactNode;
export function withQuery<Props extends object>(Component: ComponentType<Props>): (props: Props) => ReactNode;
export function withQuery<Props extends object>(Component: ComponentType<Props>): (props: Props) => ReactNode {
  function WithQuery(props: Props): ReactNode {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQuery.displayName = `withQuery(${Component.displayName ?? Component.name})`;
  // A page module's default export is named as its file (src/pages/<Name>.tsx): the prerender links the page's
  // chunk by that name (entry-server.tsx).
  Object.defineProperty(WithQuery, 'name', { value: Component.name });
  return WithQuery;
}
