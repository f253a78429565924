import { useCallback, useRef, type KeyboardEvent } from 'react';

/**
 * Where a key press moves in a horizontal tab list (WAI-ARIA tabs pattern):
 * Left/Right step and wrap, Home/End jump. Returns null for keys the list ignores,
 * so the caller leaves them to the browser (Tab, Space, Enter, ...).
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Roving focus for a tab list with automatic activation: an arrow key moves focus and
 * selects at once (the panels are already loaded, so there is nothing to wait for).
 * Only the selected tab is in the Tab order; the others are reached with the arrows.
 */
export function useRovingTabs(count: number, selectedIndex: number, onSelectIndex: (index: number) => void) {
  const tabs = useRef<(HTMLElement | null)[]>([]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const current = tabs.current.findIndex((tab) => tab === event.currentTarget);
      const next = nextTabIndex(event.key, current === -1 ? selectedIndex : current, count);
      if (next === null) return;
      event.preventDefault();
      tabs.current[next]?.focus();
      onSelectIndex(next);
    },
    [count, selectedIndex, onSelectIndex],
  );

  const tabRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      tabs.current[index] = element;
    },
    [],
  );

  // With no valid selection the first tab takes the Tab stop, so the list is never unreachable.
  const focusableIndex = selectedIndex >= 0 && selectedIndex < count ? selectedIndex : 0;
  const tabIndexFor = (index: number) => (index === focusableIndex ? 0 : -1);

  return { onKeyDown, tabRef, tabIndexFor, tabs };
}
