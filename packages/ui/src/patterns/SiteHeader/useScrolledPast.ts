import { useEffect, useState } from 'react';

/** True once the window has scrolled more than `threshold` pixels (spec: compact nav beyond 20 px). */
export function useScrolledPast(threshold: number): boolean {
  // Starts at the top, as a prerendered page is drawn, so hydrating a reloaded, scrolled page matches; the effect
  // then reads the real position.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** Calls `onReach` when the viewport becomes at least `minWidth` pixels wide (spec: mobile menu closes at 768). */
export function useWidthAtLeast(minWidth: number, onReach: () => void): void {
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${minWidth}px)`);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) onReach();
    };
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, [minWidth, onReach]);
}
