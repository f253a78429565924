import { useEffect, useState } from 'react';

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
