import { createContext, useContext } from 'react';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * Where the app's one query cache comes from, without TanStack Query's code: the shell (AppProviders) holds this,
 * and the first part of a page that reads or sends data makes the client from it (QueryProvider, lib/QueryProvider).
 * Pages without a call (the legal pages, /about's first screen, /not-found) never load the query library, which
 * would otherwise be in the entry every page loads. `client` is given by the build's render, tests and stories; `prerendered`
 * is the prerendered page's cache, hydrated into the client when it is made.
 */
export interface QueryClientSource {
  client?: QueryClient;
  prerendered?: DehydratedState;
}

export const QueryClientSourceContext = createContext<QueryClientSource | null>(null);

export function useQueryClientSource(): QueryClientSource {
  const source = useContext(QueryClientSourceContext);
  if (!source) throw new Error('useQueryClientSource needs AppProviders around it');
  return source;
}
