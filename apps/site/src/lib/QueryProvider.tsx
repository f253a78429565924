import type { ComponentType, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClientOf } from './queryClient';
import { useQueryClientSource } from './queryClientSource';

/**
 * TanStack Query for what it wraps: every page module, deferred section and dialog that reads or sends data wraps
 * itself in this (they may nest: all share the app's one client), so the library loads with them and not with the
 * shell (lib/queryClientSource).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = queryClientOf(useQueryClientSource());
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
