import { useLayoutEffect, useRef } from 'react';

/**
 * The CSS property (on the root element) that says how much of the window's bottom a shown toast covers: its height,
 * its gap from the edge and any lift. Unset while no toast shows. The site adds it to the page's scroll padding, so a
 * control reached by Tab is scrolled clear of the toast rather than focused under it (WCAG 2.2, focus not obscured).
 */
export const TOAST_COVER_PROPERTY = '--sukoon-toast-cover';

/** Keeps TOAST_COVER_PROPERTY up to date while the returned ref's element (the toast's region) is on the page. */
export function useToastCover<T extends HTMLElement>(shown: boolean) {
  const region = useRef<T>(null);
  useLayoutEffect(() => {
    const element = region.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    const measure = () =>
      root.setProperty(
        TOAST_COVER_PROPERTY,
        `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top)}px`,
      );
    measure();
    // A longer message wraps to more lines; a turned phone changes both the toast and the window.
    // (Where ResizeObserver is missing, an older browser or jsdom, the first measure stands.)
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    resized?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      resized?.disconnect();
      window.removeEventListener('resize', measure);
      root.removeProperty(TOAST_COVER_PROPERTY);
    };
  }, [shown]);
  return region;
}
