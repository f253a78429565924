import { useSyncExternalStore } from 'react';
import { media } from '../../theme/media';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(media.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const current = () => typeof window !== 'undefined' && !!window.matchMedia?.(media.reducedMotion).matches;

/** The reader's prefers-reduced-motion setting, followed live; without a window, assume less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => true);
}
