import { useEffect, useRef, useState } from 'react';

export interface AutoHideHandlers {
  onMouseEnter(): void;
  onMouseLeave(): void;
  onFocus(): void;
  onBlur(event: { currentTarget: Element; relatedTarget: EventTarget | null }): void;
}

/**
 * Calls `onHide` once `delayMs` of visible time has passed while `open`. The clock stops while the
 * pointer is over the element or focus is inside it (WCAG 2.2.1: a reader can hold a message as long
 * as they need) and resumes with the time that was left. Reopening starts a fresh delay.
 */
export function useAutoHide(open: boolean, delayMs: number, onHide: () => void): AutoHideHandlers {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A toast that closes while hovered or focused loses its element, so no leave or blur ever comes:
  // forget both whenever `open` flips (adjusting state during render, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setHovered(false);
    setFocused(false);
  }
  const remaining = useRef(delayMs);
  // The latest callback, without restarting the timer each time a parent re-renders a new function.
  const hide = useRef(onHide);
  useEffect(() => {
    hide.current = onHide;
  }, [onHide]);

  // A fresh delay whenever the toast (re)opens or the delay itself changes.
  useEffect(() => {
    remaining.current = delayMs;
  }, [open, delayMs]);

  const paused = hovered || focused;
  useEffect(() => {
    if (!open || paused || !Number.isFinite(delayMs)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => hide.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [open, paused, delayMs]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event) => {
      // Focus moving between the toast's own parts (message, Dismiss) keeps it paused.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      setFocused(false);
    },
  };
}
