import { useEffect, useState, useSyncExternalStore } from 'react';
import { media } from '../../theme/media';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(media.reducedMotion);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const prefersLessMotion = () => !!window.matchMedia?.(media.reducedMotion).matches;

/** The reader's prefers-reduced-motion setting, followed live; without a window (server), less motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, prefersLessMotion, () => true);
}

/**
 * Milliseconds since the component first showed, on animation frames, until `endMs`; then it stops
 * ticking. Not running (`running` false): stays at `endMs`, the final frame.
 */
export function useHeroClock(endMs: number, running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const next = Math.min(endMs, now - start);
      setElapsed(next);
      if (next < endMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [endMs, running]);
  return running ? elapsed : endMs;
}
