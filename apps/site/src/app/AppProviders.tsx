import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OnlineStatusProvider } from '../lib/OnlineStatus';
import { PageClock, type PageClockSettings } from '../lib/Clock';
import { AuthProvider } from '../features/auth';
import { HydrationProvider } from '../lib/useHydrated';

export interface AppProvidersProps extends PageClockSettings {
  children: ReactNode;
  /** Pins connectivity (stories, tests); live browser state otherwise. */
  online?: boolean;
  queryClient?: QueryClient;
}

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
