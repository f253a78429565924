import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False while React renders on the server (prerendering) and while the browser hydrates that HTML; true on
 * every other render (the first render after hydration, or a page rendered by the browser alone). Values
 * the server cannot know (storage, the location's hash, the clock) wait for it, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
