import { useEffect, useRef } from 'react';

export interface AutoAdvanceOptions {
  /** False while paused (by the reader, the pointer over the controls, or focus inside). */
  running: boolean;
  intervalMs: number;
  onAdvance(): void;
  /** The slide shown: whenever it changes (by hand or by the timer), the next slide gets a full interval. */
  slide: number;
}

/**
 * Calls `onAdvance` `intervalMs` after the current slide showed, while running. One timeout per
 * slide rather than an interval: a slide chosen by hand, or a pause and resume, always gets the full time.
 */
export function useAutoAdvance({ running, intervalMs, onAdvance, slide }: AutoAdvanceOptions): void {
  const advance = useRef(onAdvance);
  useEffect(() => {
    advance.current = onAdvance;
  });
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => advance.current(), intervalMs);
    return () => clearTimeout(timer);
  }, [running, intervalMs, slide]);
}
