import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether this render may use what only the browser knows; true outside a provider (a page the browser renders). */
const HydratedContext = createContext(true);

/**
 * Provides `useHydrated`: false while React renders on the server (prerendering) and while the browser hydrates
 * that HTML (`prerendering` set), true from the render right after, and from the first render of a page the browser
 * renders alone. The switch is a transition: every component that waited re-renders in slices React interrupts for
 * input, instead of one long synchronous task (a `useSyncExternalStore` switch re-renders the whole app at once,
 * a long task on a slow phone right after hydration).
 */
export function HydrationProvider({ prerendering, children }: { prerendering: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!prerendering);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while prerendering and hydrating, true on every other render. Values the server cannot know (storage, the
 * location's hash, the clock) wait for it, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
