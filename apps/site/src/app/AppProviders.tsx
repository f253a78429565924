import { useState, type ReactNode } from 'react';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { OnlineStatusProvider } from '../lib/OnlineStatus';
import { ClockProvider } from '../lib/Clock';
import { AuthProvider } from '../features/auth';
import { HydrationProvider, useHydrated } from '../lib/useHydrated';
import { QueryClientSourceContext, type QueryClientSource } from '../lib/queryClientSource';

export interface AppProvidersProps {
  children: ReactNode;
  /** Pins connectivity (stories, tests); live browser state otherwise. */
  online?: boolean;
  /** Pins "now" (stories, tests). */
  now?: () => Date;
  /** The query cache to use (the build's render, tests); made by the first QueryProvider otherwise. */
  queryClient?: QueryClient;
  /** A prerendered page's query cache, hydrated into the client when it is made. */
  prerenderedQueries?: DehydratedState;
  /**
   * When the prerendered HTML was rendered (build/prerender.ts): "now" for the build's render and the hydrating
   * one, so dates match; the live clock takes over once hydrated.
   */
  prerenderedAt?: Date;
}

const liveNow = () => new Date();

/** Every provider a page needs, in one place for the app, stories and tests. */
export function AppProviders({
  children,
  online,
  now,
  queryClient,
  prerenderedQueries,
  prerenderedAt,
}: AppProvidersProps) {
  const [querySource] = useState<QueryClientSource>(() => ({ client: queryClient, prerendered: prerenderedQueries }));
  return (
    <HydrationProvider prerendering={prerenderedAt !== undefined}>
      <QueryClientSourceContext.Provider value={querySource}>
        <OnlineStatusProvider override={online}>
          <PageClock now={now} prerenderedAt={prerenderedAt}>
            <AuthProvider>{children}</AuthProvider>
          </PageClock>
        </OnlineStatusProvider>
      </QueryClientSourceContext.Provider>
    </HydrationProvider>
  );
}

/** The render's moment while prerendering and hydrating (so dates match the HTML), then the live clock. */
function PageClock({ now, prerenderedAt, children }: Pick<AppProvidersProps, 'now' | 'prerenderedAt' | 'children'>) {
  const hydrated = useHydrated();
  const clock = now ?? (prerenderedAt && !hydrated ? () => prerenderedAt : liveNow);
  return <ClockProvider now={clock}>{children}</ClockProvider>;
}
