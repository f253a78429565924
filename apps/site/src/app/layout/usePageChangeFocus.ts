import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

const ignore = () => undefined;

/**
 * After an in-app move to another page, what a full page load gives for free: keyboard focus starts at the new
 * page's content (the <main>) and a screen reader hears the new page's title. Without it, focus stays on the link
 * that was followed (deep in the footer, say) or falls to <body> when that link goes away (the mobile menu), and a
 * screen-reader user is not told the page changed.
 *
 * Left alone: the first page (the browser's own load), a move within a page (its search or hash: tabs, anchors),
 * and focus a page or a dialog has already placed (the code boxes of /verify-email, the sign-in dialog).
 * Returns `announce`, for the pages' titles (PageAnnouncement), and the sentence for a polite live region.
 */
export function usePageChangeFocus(main: RefObject<HTMLElement | null>) {
  const page = useLocation().pathname.toLowerCase();
  const [firstPage] = useState(page);
  const [leftFirstPage, setLeftFirstPage] = useState(false);
  // Set while rendering, so the new page's own title report (its effect runs before the layout's) is announced.
  if (!leftFirstPage && page !== firstPage) setLeftFirstPage(true);
  const [announcement, setAnnouncement] = useState('');

  // Runs when the page changes (deps), from the first move on.
  useEffect(() => {
    if (!leftFirstPage) return;
    // After a closing menu or dialog gives focus back to its trigger (Radix does so in a 0 ms timeout).
    const focusTimer = window.setTimeout(() => {
      const target = main.current;
      const active = document.activeElement;
      if (!target || active?.closest('[role="dialog"], [role="alertdialog"]')) return;
      if (active && active !== target && target.contains(active)) return;
      target.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(focusTimer);
  }, [page, leftFirstPage, main]);

  return { announce: leftFirstPage ? setAnnouncement : ignore, announcement };
}
