import { useEffect, useState } from 'react';
import { heroNextChange, heroTimeline } from './heroSequence';

/**
 * Milliseconds since the hero first showed, moved on only when the frame changes (heroNextChange: the next
 * character, stage or word), on the animation frame after that moment, until the reveal ends. Re-rendering on every
 * animation frame would keep a slow phone's main thread busy for the whole reveal to draw a new frame only now and
 * then. Not running (`running` false): stays at the end, the final frame.
 */
export function useHeroClock(headlineLength: number, wordCount: number, running: boolean): number {
  const end = heroTimeline(headlineLength, wordCount).end;
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const next = Math.min(end, now - start);
      setElapsed(next);
      const due = heroNextChange(next, headlineLength, wordCount);
      if (due !== undefined) timer = setTimeout(() => (frame = requestAnimationFrame(tick)), due - next);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [end, headlineLength, wordCount, running]);
  return running ? elapsed : end;
}
