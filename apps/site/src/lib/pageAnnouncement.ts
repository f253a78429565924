import { createContext, useContext, useEffect } from 'react';

/**
 * How a page's title reaches the layout's live region: each page's PageHead reports its title once shown; the
 * layout announces it only after an in-app move to another page (a first load is announced by the browser).
 */
export const PageAnnouncement = createContext<(title: string) => void>(() => undefined);

export function useAnnouncePage(title: string): void {
  const announce = useContext(PageAnnouncement);
  useEffect(() => announce(title), [announce, title]);
}
