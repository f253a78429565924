import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onApiEvent } from '../lib/apiEvents';
import { paths } from '../lib/paths';

/**
 * App-wide navigation rules:
 * - the client's "GET /api/... answered 404" event goes to /not-found;
 * - a click on a same-origin <a href> (the design system renders plain links) is routed
 *   in-app instead of reloading the page.
 */
export function useGlobalNavigation() {
  const navigate = useNavigate();

  useEffect(() => onApiEvent('notFound', () => navigate(paths.notFound, { replace: true })), [navigate]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download') || anchor.dataset.reload === 'true') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // A link to a place on this same page (a legal page's contents): the browser scrolls there itself.
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
      // Payment return paths are real server routes too; everything else is the SPA's.
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
