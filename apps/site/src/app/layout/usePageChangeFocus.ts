import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

const ignore = () => undefined;
/** How long, at most, a dialog the followed link was in may take to start closing (20 x 50 ms). */
const DIALOG_WAIT_MS = 50;
const MAX_DIALOG_WAITS = 20;

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
    // What had focus as the page changed: the link that was followed, wherever it was.
    const followed = document.activeElement;
    let waits = 0;
    const place = () => {
      const target = main.current;
      const active = document.activeElement;
      if (!target) return;
      const dialog = active?.closest('[role="dialog"], [role="alertdialog"]');
      // Focus a dialog placed on arrival stays there.
      if (dialog && active !== followed) return;
      // The followed link was in a dialog the move closes ("Register now"): once it is closing (its focus trap
      // off), the new page takes focus, and the dialog leaves it there rather than going back to its opener.
      if (dialog && dialog.getAttribute('data-state') !== 'closed') {
        if (waits < MAX_DIALOG_WAITS) {
          waits += 1;
          focusTimer = window.setTimeout(place, DIALOG_WAIT_MS);
        }
        return;
      }
      if (active && active !== target && target.contains(active)) return;
      target.focus({ preventScroll: true });
    };
    // After a closing menu or dialog gives focus back to its trigger (Radix does so in a 0 ms timeout).
    let focusTimer = window.setTimeout(place, 0);
    return () => window.clearTimeout(focusTimer);
  }, [page, leftFirstPage, main]);

  return { announce: leftFirstPage ? setAnnouncement : ignore, announcement };
}
