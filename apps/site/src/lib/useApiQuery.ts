import { useCallback, useEffect, useRef, useState } from 'react';
import type { InfiniteData, Query, QueryKey } from '@tanstack/react-query';
import { loadQueryObserver } from './callCode';
import { idlePeriod } from './mainThread';
import { useQueryClientSource, type QueryClientSource } from './queryClientSource';
import type { QueryObservation, QuerySnapshot } from './queryObserver';

/**
 * A read: its key (plain values only, so its JSON is TanStack's hash) and call, and TanStack Query's own
 * options for how long an answer holds, what shows before the first answer and when to ask again, passed to it as
 * they are. A list read a page at a time adds `initialPageParam` and `getNextPageParam` (an infinite query).
 */
export interface ApiQueryOptions<Data> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal; pageParam?: unknown }) => Promise<Data>;
  staleTime?: number;
  gcTime?: number;
  retry?: boolean;
  initialData?: Data | (() => Data | undefined);
  initialDataUpdatedAt?: number;
  refetchInterval?: number | false | ((query: Query<Data, Error, Data, QueryKey>) => number | false | undefined);
}

/** A list read a page at a time: each call answers one `Page`; the data is every page loaded so far. */
export interface ApiPagesOptions<Page> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal; pageParam: number }) => Promise<Page>;
  staleTime?: number;
  gcTime?: number;
  initialPageParam: number;
  getNextPageParam: (lastPage: Page) => number | undefined | null;
}

export interface ApiQueryResult<Data> {
  data: Data | undefined;
  /** When the answer shown came (ms since the epoch), 0 before the first. */
  dataUpdatedAt: number;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** The server has answered (or failed) at least once: an initial answer does not count. */
  isFetched: boolean;
  error: Error | null;
  /** Asks the server again (a retry button). */
  refetch(): void;
  /** A list read a page at a time: whether the server has more, and loading the next page. */
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): void;
}

export interface ApiQuerySettings<Data, Selected> {
  /** False: nothing is asked (no token yet, offline). */
  enabled?: boolean;
  select?: (data: Data) => Selected;
  /** The failure goes to the route's error boundary, as useQuery's throwOnError. */
  throwOnError?: boolean;
}

const NO_PAGES = { hasNextPage: false, isFetchingNextPage: false, isFetchNextPageError: false } as const;

/**
 * The answer as the page already has it, without TanStack Query's code: from the app's client when one was made (the
 * build's render, tests, stories, an earlier page of the visit), else from the prerendered page's cache.
 */
function snapshotNow<Data>(
  source: QueryClientSource,
  options: ApiQueryOptions<Data> | ApiPagesOptions<unknown>,
): QuerySnapshot<Data> {
  const { client } = source;
  if (client) {
    // Finds the query or adds it, as useQuery does: the build's render dehydrates the queries a page reads.
    const { state } = client
      .getQueryCache()
      .build(client, client.defaultQueryOptions(options as ApiQueryOptions<Data>));
    return {
      data: state.data as Data | undefined,
      status: state.status,
      error: state.error,
      dataUpdatedAt: state.dataUpdatedAt,
      isFetched: state.dataUpdateCount + state.errorUpdateCount > 0,
      ...NO_PAGES,
    };
  }
  const hash = JSON.stringify(options.queryKey);
  const prerendered = source.prerendered?.queries.find((query) => query.queryHash === hash);
  if (prerendered?.state.status === 'success') {
    const { data, dataUpdatedAt } = prerendered.state;
    return { data: data as Data, status: 'success', error: null, dataUpdatedAt, isFetched: true, ...NO_PAGES };
  }
  const { initialData, initialDataUpdatedAt } = options as ApiQueryOptions<Data>;
  const data = initialData instanceof Function ? initialData() : initialData;
  if (data !== undefined) {
    const dataUpdatedAt = initialDataUpdatedAt ?? Date.now();
    return { data, status: 'success', error: null, dataUpdatedAt, isFetched: false, ...NO_PAGES };
  }
  return { data: undefined, status: 'pending', error: null, dataUpdatedAt: 0, isFetched: false, ...NO_PAGES };
}

/**
 * The site's one query hook: useQuery without TanStack Query in the page's first load. The first render shows what
 * the page already has (the prerendered HTML's answer, an earlier page's, the initial data), and TanStack Query loads
 * after it to ask the server, in the browser's next idle period when the page already has an answer. It is the same
 * query in the app's one client, so invalidating or setting it (useQueryClient, in a mutation) reaches it. If that
 * code cannot come (offline, a new deploy), a page with an answer keeps it, and one without has a failed query: its
 * screen shows its fallback, or, with `throwOnError`, the route's error boundary takes it as it takes a page's own
 * chunk (the offline page, or one reload): for the reads whose call never fails (catalogue, plans).
 */
export function useApiQuery<Page>(
  options: ApiPagesOptions<Page>,
  settings?: ApiQuerySettings<InfiniteData<Page, number>, InfiniteData<Page, number>>,
): ApiQueryResult<InfiniteData<Page, number>>;
export function useApiQuery<Data, Selected = Data>(
  options: ApiQueryOptions<Data>,
  settings?: ApiQuerySettings<Data, Selected>,
): ApiQueryResult<Selected>;
export function useApiQuery<Data, Selected = Data>(
  options: ApiQueryOptions<Data> | ApiPagesOptions<unknown>,
  { enabled = true, select, throwOnError = false }: ApiQuerySettings<Data, Selected> = {},
): ApiQueryResult<Selected> {
  const source = useQueryClientSource();
  const hash = JSON.stringify(options.queryKey);
  const [snapshot, setSnapshot] = useState(() => ({ hash, ...snapshotNow(source, options) }));
  let current = snapshot;
  if (snapshot.hash !== hash) {
    // Another key: what the cache holds for it now, kept as the snapshot so a key that comes back (a token after a
    // sign-out and a sign-in) never shows what it held before.
    current = { hash, ...snapshotNow(source, options) };
    setSnapshot(current);
  }
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
          (Object.keys(next) as (keyof QuerySnapshot<unknown>)[]).every((field) => before[field] === next[field])
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
  const fetchNextPage = useCallback(() => void observation.current?.fetchNextPage(), []);
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
    isSuccess: current.status === 'success',
    isError: failed,
    isFetched: current.isFetched || failed,
    error,
    refetch,
    hasNextPage: current.hasNextPage,
    isFetchingNextPage: current.isFetchingNextPage,
    isFetchNextPageError: current.isFetchNextPageError,
    fetchNextPage,
  };
}
