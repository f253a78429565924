import { QueryObserver } from '@tanstack/react-query';
import { queryClientOf } from './queryClient';
import type { QueryClientSource } from './queryClientSource';
import type { QueryOnDemandOptions } from './queryOnDemand';

// The part of useQueryOnDemand that needs TanStack Query: loaded after the page's first render.

export interface QuerySnapshot<Data> {
  data: Data | undefined;
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  dataUpdatedAt: number;
}

export interface QueryObservation {
  stop(): void;
  refetch(): Promise<unknown>;
}

/** Follows a query in the app's client (made now if it is not yet), as useQuery does: fetching it when stale. */
export function observeQuery<Data>(
  source: QueryClientSource,
  options: QueryOnDemandOptions<Data>,
  onSnapshot: (snapshot: QuerySnapshot<Data>) => void,
): QueryObservation {
  const observer = new QueryObserver(queryClientOf(source), options);
  const report = ({ data, status, error, dataUpdatedAt }: QuerySnapshot<Data>) =>
    onSnapshot({ data, status, error, dataUpdatedAt });
  const stop = observer.subscribe(report);
  report(observer.getCurrentResult());
  return { stop, refetch: () => observer.refetch() };
}
