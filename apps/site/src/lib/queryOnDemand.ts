import { useCallback, useEffect, useRef, useState } from 'react';
import type { Query, QueryKey } from '@tanstack/react-query';
import { loadQueryObserver } from './callCode';
import { idlePeriod } from './mainThread';
import { useQueryClientSource, type QueryClientSource } from './queryClientSource';
import type { QueryObservation, QuerySnapshot } from './queryObserver';

/**
 * A read a page shows on its first screen: its key (strings only, so its JSON is TanStack's hash) and call, and
 * TanStack Query's own options for how long an answer holds and when to ask again, passed to it as they are.
 */
export interface QueryOnDemandOptions<Data> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<Data>;
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number | false | ((query: Query<Data, Error, Data, QueryKey>) => number | false | undefined);
}

export interface QueryOnDemandResult<Data> {
  data: Data | undefined;
  /** When the answer shown came (ms since the epoch), 0 before the first. */
  dataUpdatedAt: number;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  /** Asks the server again (a retry button). */
  refetch(): void;
}

/**
 * The answer as the page already has it, without TanStack Query's code: from the app's client when one was made (the
 * build's render, tests, stories, an earlier page of the visit), else from the prerendered page's cache.
 */
function snapshotNow<Data>(source: QueryClientSource, options: QueryOnDemandOptions<Data>): QuerySnapshot<Data> {
  const { client } = source;
  if (client) {
    // Finds the query or adds it, as useQuery does: the build's render dehydrates the queries a page reads.
    const { state } = client.getQueryCache().build(client, client.defaultQueryOptions(options));
    return {
      data: state.data as Data | undefined,
      status: state.status,
      error: state.error,
      dataUpdatedAt: state.dataUpdatedAt,
    };
  }
  const hash = JSON.stringify(options.queryKey);
  const prerendered = source.prerendered?.queries.find((query) => query.queryHash === hash);
  if (prerendered?.state.status === 'success') {
    const { data, dataUpdatedAt } = prerendered.state;
    return { data: data as Data, status: 'success', error: null, dataUpdatedAt };
  }
  return { data: undefined, status: 'pending', error: null, dataUpdatedAt: 0 };
}

/**
 * useQuery for the data of a prerendered public page (catalogue, plans, gallery, testimonials, certificates), or of a
 * page whose first screen can stand without the answer (the payment status shows the address's claim): the first
 * render shows what the page's HTML shows, and TanStack Query (about 11 kB gz) loads after it to refresh it,
 * in the browser's next idle period when the page already has the answer. It is the same query in the app's one
 * client, so a page that uses useQuery for it later shares it. If that code cannot come (offline, a new deploy), a
 * page with an answer keeps it, and one without has a failed query: its screen shows its fallback (testimonials,
 * gallery, certificates), or, with `throwOnError` as useQuery's, the route's error boundary takes it as it takes a
 * page's own chunk (the offline page, or one reload): for the reads whose call never fails (catalogue, plans).
 */
export function useQueryOnDemand<Data, Selected = Data>(
  options: QueryOnDemandOptions<Data>,
  {
    enabled = true,
    select,
    throwOnError = false,
  }: { enabled?: boolean; select?: (data: Data) => Selected; throwOnError?: boolean } = {},
): QueryOnDemandResult<Selected> {
  const source = useQueryClientSource();
  const hash = JSON.stringify(options.queryKey);
  const [snapshot, setSnapshot] = useState(() => ({ hash, ...snapshotNow(source, options) }));
  const current = snapshot.hash === hash ? snapshot : { hash, ...snapshotNow(source, options) };
  const observation = useRef<QueryObservation | null>(null);
  const [loadFailure, setLoadFailure] = useState<Error | null>(null);
  // Bumped by a refetch before the observer is up (its code did not come, offline): the next try loads it again.
  const [attempt, setAttempt] = useState(0);
  const hasAnswer = current.data !== undefined;
  // Without its code the query failed, as a call without an answer does; an answer already shown is kept.
  const failed = current.status === 'error' || (loadFailure !== null && !hasAnswer);
  const error = current.error ?? (failed ? loadFailure : null);
  if (throwOnError && failed && error) throw error;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let observing: QueryObservation | undefined;
    const observe = async () => {
      // A page that already shows the answer refreshes it once hydration is over, not during it.
      if (hasAnswer && !source.client) await idlePeriod();
      if (stopped) return;
      const { observeQuery } = await loadQueryObserver();
      if (stopped) return;
      observing = observeQuery(source, options, (next) => {
        setSnapshot((before) =>
          before.hash === hash &&
          before.data === next.data &&
          before.status === next.status &&
          before.error === next.error &&
          before.dataUpdatedAt === next.dataUpdatedAt
            ? before
            : { hash, ...next },
        );
      });
      observation.current = observing;
    };
    observe().catch((failure: unknown) => {
      if (!stopped) setLoadFailure(failure instanceof Error ? failure : new Error(String(failure)));
    });
    return () => {
      stopped = true;
      observing?.stop();
      if (observation.current === observing) observation.current = null;
    };
    // The key's JSON stands for the options (a query's call is fixed by its key), and hasAnswer only decides whether
    // the first observation waits: neither may start a second one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, hash, enabled, attempt]);

  // Asks again. Before the observer is up (its code has not come, or did not: offline) there is no call to repeat:
  // the observation starts over, loading that code again; its first observation is the call.
  const refetch = useCallback(() => {
    if (observation.current) return void observation.current.refetch();
    setLoadFailure(null);
    setAttempt((n) => n + 1);
  }, []);

  return {
    data:
      current.data === undefined ? undefined : select ? select(current.data) : (current.data as unknown as Selected),
    dataUpdatedAt: current.dataUpdatedAt,
    isPending: current.status === 'pending' && !failed,
    isError: failed,
    error,
    refetch,
  };
}
