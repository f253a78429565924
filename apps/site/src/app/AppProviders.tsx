import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OnlineStatusProvider } from '../lib/OnlineStatus';
import { ClockProvider } from '../lib/Clock';
import { AuthProvider } from '../features/auth';
import { HydrationProvider, useHydrated } from '../lib/useHydrated';

export interface AppProvidersProps {
  children: ReactNode;
  /** Pins connectivity (stories, tests); live browser state otherwise. */
  online?: boolean;
  /** Pins "now" (stories, tests). */
  now?: () => Date;
  queryClient?: QueryClient;
  /**
   * When the prerendered HTML was rendered (build/prerender.ts): "now" for the build's render and the hydrating
   * one, so dates match; the live clock takes over once hydrated.
   */
  prerenderedAt?: Date;
}

const liveNow = () => new Date();

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Errors are shown to the user with the spec's texts; silent retries would only delay them.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** Every provider a page needs, in one place for the app, stories and tests. */
export function AppProviders({ children, online, now, queryClient, prerenderedAt }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <HydrationProvider prerendering={prerenderedAt !== undefined}>
      <QueryClientProvider client={client}>
        <OnlineStatusProvider override={online}>
          <PageClock now={now} prerenderedAt={prerenderedAt}>
            <AuthProvider>{children}</AuthProvider>
          </PageClock>
        </OnlineStatusProvider>
      </QueryClientProvider>
    </HydrationProvider>
  );
}

/** The render's moment while prerendering and hydrating (so dates match the HTML), then the live clock. */
function PageClock({ now, prerenderedAt, children }: Pick<AppProvidersProps, 'now' | 'prerenderedAt' | 'children'>) {
  const hydrated = useHydrated();
  const clock = now ?? (prerenderedAt && !hydrated ? () => prerenderedAt : liveNow);
  return <ClockProvider now={clock}>{children}</ClockProvider>;
}
