import { useRef, type PointerEvent } from 'react';

/** B9: a swipe moves a step when the pointer travels at least 50 px sideways. */
export const SWIPE_THRESHOLD_PX = 50;

/** -1 (back, a swipe to the right), 1 (next, a swipe to the left) or 0 for a horizontal travel of dx pixels. */
export function swipeDirection(dx: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (dx <= -threshold) return 1;
  if (dx >= threshold) return -1;
  return 0;
}

/** Pointer handlers that call onSwipe(1) for a left swipe and onSwipe(-1) for a right one (mouse, pen or touch). */
export function useSwipeSteps(onSwipe: (direction: -1 | 1) => void, threshold = SWIPE_THRESHOLD_PX) {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      startX.current = event.clientX;
    },
    onPointerUp(event: PointerEvent) {
      if (startX.current === null) return;
      const direction = swipeDirection(event.clientX - startX.current, threshold);
      startX.current = null;
      if (direction !== 0) onSwipe(direction);
    },
    onPointerCancel() {
      startX.current = null;
    },
  };
}
