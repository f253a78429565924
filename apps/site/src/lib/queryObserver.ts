import { InfiniteQueryObserver, QueryObserver, type InfiniteQueryObserverResult } from '@tanstack/react-query';
import { queryClientOf } from './queryClient';
import type { QueryClientSource } from './queryClientSource';
import type { ApiPagesOptions, ApiQueryOptions } from './useApiQuery';

// The part of useApiQuery that needs TanStack Query: loaded after the page's first render.

export interface QuerySnapshot<Data> {
  data: Data | undefined;
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  dataUpdatedAt: number;
  isFetched: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

export interface QueryObservation {
  stop(): void;
  refetch(): Promise<unknown>;
  fetchNextPage(): Promise<unknown>;
}

/** Follows a query in the app's client (made now if it is not yet), as useQuery does: fetching it when stale. */
export function observeQuery<Data>(
  source: QueryClientSource,
  options: ApiQueryOptions<Data> | ApiPagesOptions<unknown>,
  onSnapshot: (snapshot: QuerySnapshot<Data>) => void,
): QueryObservation {
  const client = queryClientOf(source);
  const pages = 'getNextPageParam' in options;
  const observer = pages
    ? new InfiniteQueryObserver(client, options as ApiPagesOptions<unknown>)
    : new QueryObserver(client, options as ApiQueryOptions<Data>);
  const report = (result: ReturnType<typeof observer.getCurrentResult>) => {
    const paged = pages ? (result as InfiniteQueryObserverResult) : undefined;
    onSnapshot({
      data: result.data as Data | undefined,
      status: result.status,
      error: result.error,
      dataUpdatedAt: result.dataUpdatedAt,
      isFetched: result.isFetched,
      hasNextPage: paged?.hasNextPage ?? false,
      isFetchingNextPage: paged?.isFetchingNextPage ?? false,
      isFetchNextPageError: paged?.isFetchNextPageError ?? false,
    });
  };
  const stop = observer.subscribe(report);
  report(observer.getCurrentResult());
  return {
    stop,
    refetch: () => observer.refetch(),
    fetchNextPage: () =>
      observer instanceof InfiniteQueryObserver ? observer.fetchNextPage() : Promise.resolve(undefined),
  };
}
