import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { idlePeriod } from './mainThread';
import { useQueryClientSource, type QueryClientSource } from './queryClientSource';
import type { QueryObservation, QuerySnapshot } from './queryObserver';

/** A read a public page shows on its first screen: its key (strings only, so its JSON is TanStack's hash) and call. */
export interface QueryOnDemandOptions<Data> {
  queryKey: QueryKey;
  queryFn: () => Promise<Data>;
}

export interface QueryOnDemandResult<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  /** Asks the server again (a retry button). */
  refetch(): void;
}

const loadObserver = () => import('./queryObserver');

/**
 * The answer as the page already has it, without TanStack Query's code: from the app's client when one was made (the
 * build's render, tests, stories, an earlier page of the visit), else from the prerendered page's cache.
 */
function snapshotNow<Data>(source: QueryClientSource, options: QueryOnDemandOptions<Data>): QuerySnapshot<Data> {
  const { client } = source;
  if (client) {
    // Finds the query or adds it, as useQuery does: the build's render dehydrates the queries a page reads.
    const { state } = client.getQueryCache().build(client, client.defaultQueryOptions(options));
    return { data: state.data as Data | undefined, status: state.status, error: state.error };
  }
  const hash = JSON.stringify(options.queryKey);
  const prerendered = source.prerendered?.queries.find((query) => query.queryHash === hash);
  if (prerendered?.state.status === 'success') {
    return { data: prerendered.state.data as Data, status: 'success', error: null };
  }
  return { data: undefined, status: 'pending', error: null };
}

/**
 * useQuery for the data of a prerendered public page (catalogue, plans, gallery, testimonials, certificates): the
 * first render shows what the page's HTML shows, and TanStack Query (about 11 kB gz) loads after it to refresh it,
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
      const { observeQuery } = await loadObserver();
      if (stopped) return;
      observing = observeQuery(source, options, (next) => {
        setSnapshot((before) =>
          before.hash === hash &&
          before.data === next.data &&
          before.status === next.status &&
          before.error === next.error
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
  }, [source, hash, enabled]);

  // Before the observer is up there is nothing to ask again: its first observation is the call.
  const refetch = useCallback(() => void observation.current?.refetch(), []);

  return {
    data:
      current.data === undefined ? undefined : select ? select(current.data) : (current.data as unknown as Selected),
    isPending: current.status === 'pending' && !failed,
    isError: failed,
    error,
    refetch,
  };
}
