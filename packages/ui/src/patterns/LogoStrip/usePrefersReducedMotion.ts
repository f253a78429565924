import { useSyncExternalStore } from 'react';
import { media } from '../../theme/media';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(media.reducedMotion);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const read = () => window.matchMedia?.(media.reducedMotion).matches ?? false;

/** True while the reader asks for less motion (prefers-reduced-motion: reduce); follows changes live. */
export function usePrefersReducedMotion(): boolean {
  // Server render: still, so nothing moves before the reader's setting is known.
  return useSyncExternalStore(subscribe, read, () => true);
}
