import { useSyncExternalStore } from 'react';
import { media } from './media';

/**
 * True while `query` (one of theme's `media`) matches, followed live. `serverValue` is what a render without a
 * window (prerendering) and the hydrating render assume, so the two agree and nothing mismatches.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => serverValue,
  );
}

/** The reader's prefers-reduced-motion setting, followed live; before it is known (server), less motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(media.reducedMotion, true);
}
