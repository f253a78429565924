import type { ReactNode } from 'react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientSourceContext, type QueryClientSource } from './queryClientSource';
import { useApiQuery } from './useApiQuery';
import type * as QueryObserverModule from './queryObserver';
import { ErrorCatcher } from '../testing/ErrorCatcher';

// The observer's code as it is, except that it can be made to fail once (a chunk that does not come).
const observer = vi.hoisted(() => ({ failNext: false }));
vi.mock('./queryObserver', async (importOriginal) => {
  const real = await importOriginal<typeof QueryObserverModule>();
  return {
    ...real,
    observeQuery: (...args: Parameters<typeof real.observeQuery>) => {
      if (observer.failNext) {
        observer.failNext = false;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return real.observeQuery(...args);
    },
  };
});

afterEach(() => {
  observer.failNext = false;
  vi.restoreAllMocks();
});

const key = ['catalogue'] as const;

/** What a prerendered page carries: the build's answer, older than the stale time. */
function prerenderedWith(data: string) {
  const build = new QueryClient();
  build.setQueryData(key, data, { updatedAt: Date.now() - 10 * 60_000 });
  return dehydrate(build);
}

function renderQuery(source: QueryClientSource, queryFn: () => Promise<string>, enabled = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientSourceContext.Provider value={source}>{children}</QueryClientSourceContext.Provider>
  );
  return renderHook(() => useApiQuery({ queryKey: key, queryFn }, { enabled, select: (data) => data.toUpperCase() }), {
    wrapper,
  });
}

describe('useApiQuery', () => {
  it('shows the prerendered answer at once, without a client, then refreshes it from the server', async () => {
    const source: QueryClientSource = { prerendered: prerenderedWith('built') };
    const queryFn = vi.fn(async () => 'fresh');
    const { result } = renderQuery(source, queryFn);
    // The first render (the hydrating one) has what the HTML shows, and no TanStack Query client yet.
    expect(result.current).toMatchObject({ data: 'BUILT', isPending: false, isError: false });
    await waitFor(() => expect(result.current.data).toBe('FRESH'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    // The client it made holds the answer, for every later reader of the visit.
    expect(source.client?.getQueryData(key)).toBe('fresh');
  });

  it("is pending without an answer, then shows the server's", async () => {
    const source: QueryClientSource = {};
    const { result } = renderQuery(source, async () => 'fresh');
    expect(result.current).toMatchObject({ data: undefined, isPending: true, isError: false });
    await waitFor(() => expect(result.current.data).toBe('FRESH'));
  });

  it("reads the app's client when there is one, and asks nothing while disabled", async () => {
    const client = new QueryClient();
    client.setQueryData(key, 'cached');
    const queryFn = vi.fn(async () => 'fresh');
    const { result } = renderQuery({ client }, queryFn, false);
    expect(result.current.data).toBe('CACHED');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('is an error when the call fails, and refetch asks again', async () => {
    const queryFn = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue('fresh');
    const { result } = renderQuery(
      { client: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
      queryFn,
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toBe('FRESH'));
  });

  it("fails without an answer when the observer's code cannot come, and with throwOnError throws to the route's error boundary", async () => {
    observer.failNext = true;
    const { result } = renderQuery({}, async () => 'fresh');
    // The screen shows its fallback (a failed query), never a loading state that lasts.
    await waitFor(() => expect(result.current).toMatchObject({ data: undefined, isPending: false, isError: true }));
    expect(result.current.error).toBeInstanceOf(TypeError);

    observer.failNext = true;
    const caught = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientSourceContext.Provider value={{}}>
        <ErrorCatcher onError={caught}>{children}</ErrorCatcher>
      </QueryClientSourceContext.Provider>
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useApiQuery({ queryKey: key, queryFn: async () => 'fresh' }, { throwOnError: true }), {
      wrapper,
    });
    await waitFor(() => expect(caught).toHaveBeenCalledWith(expect.any(TypeError)));
  });

  it("loads the observer's code again on refetch when it did not come (offline), and then asks", async () => {
    observer.failNext = true;
    const queryFn = vi.fn(async () => 'fresh');
    const { result } = renderQuery({}, queryFn);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).not.toHaveBeenCalled();
    // A Refresh button's press, back online: not a dead button.
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current).toMatchObject({ data: 'FRESH', isError: false }));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('passes TanStack Query its options for asking again, and says when the answer came', async () => {
    const answers = ['pending', 'pending', 'done'];
    const queryFn = vi.fn(async () => answers.shift() ?? 'done');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientSourceContext.Provider value={{}}>{children}</QueryClientSourceContext.Provider>
    );
    const before = Date.now();
    const { result } = renderHook(
      () =>
        useApiQuery({
          queryKey: ['order'],
          queryFn,
          staleTime: 0,
          refetchInterval: (query) => (query.state.data === 'pending' ? 10 : false),
        }),
      { wrapper },
    );
    expect(result.current.dataUpdatedAt).toBe(0);
    await waitFor(() => expect(result.current.data).toBe('done'));
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(result.current.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it("keeps a prerendered answer when the observer's code cannot come", async () => {
    observer.failNext = true;
    const queryFn = vi.fn(async () => 'fresh');
    const { result } = renderQuery({ prerendered: prerenderedWith('built') }, queryFn);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toMatchObject({ data: 'BUILT', isError: false });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("throws the call's failure to the route's error boundary with throwOnError", async () => {
    const caught = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientSourceContext.Provider value={{ client }}>
        <ErrorCatcher onError={caught}>{children}</ErrorCatcher>
      </QueryClientSourceContext.Provider>
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/catalogue.js');
    renderHook(() => useApiQuery({ queryKey: key, queryFn: () => Promise.reject(failure) }, { throwOnError: true }), {
      wrapper,
    });
    await waitFor(() => expect(caught).toHaveBeenCalledWith(failure));
  });

  it('never shows what a key held before when it comes back (a sign-out, then a sign-in with the same token)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryFn = vi.fn().mockRejectedValueOnce(new Error('401')).mockResolvedValue('profile');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientSourceContext.Provider value={{ client }}>{children}</QueryClientSourceContext.Provider>
    );
    const { result, rerender } = renderHook(
      ({ token }: { token: string | null }) =>
        useApiQuery({ queryKey: ['profile', token], queryFn }, { enabled: token !== null }),
      { wrapper, initialProps: { token: 't' as string | null } },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    rerender({ token: null });
    client.removeQueries({ queryKey: ['profile'] });
    rerender({ token: 't' });
    expect(result.current.isError).toBe(false);
    await waitFor(() => expect(result.current.data).toBe('profile'));
  });

  it("shows initial data at once without counting it as fetched, then the server's answer", async () => {
    const { result } = renderHook(
      () =>
        useApiQuery({
          queryKey: ['clientId'],
          queryFn: async () => 'from-server',
          initialData: () => 'stored',
          initialDataUpdatedAt: 0,
        }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientSourceContext.Provider value={{}}>{children}</QueryClientSourceContext.Provider>
        ),
      },
    );
    expect(result.current).toMatchObject({ data: 'stored', isSuccess: true, isFetched: false });
    await waitFor(() => expect(result.current).toMatchObject({ data: 'from-server', isFetched: true }));
  });

  it('reads a list a page at a time, and loads the next page when asked', async () => {
    const queryFn = vi.fn(async ({ pageParam }: { pageParam: number }) => ({
      items: [`item ${pageParam}`],
      next: pageParam < 2 ? pageParam + 1 : null,
    }));
    const { result } = renderHook(
      () =>
        useApiQuery({
          queryKey: ['inquiries'],
          queryFn,
          initialPageParam: 1,
          getNextPageParam: (last: { next: number | null }) => last.next,
        }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientSourceContext.Provider value={{}}>{children}</QueryClientSourceContext.Provider>
        ),
      },
    );
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages.flatMap((page) => page.items)).toEqual(['item 1', 'item 2']));
    expect(result.current.hasNextPage).toBe(false);
  });
});
