import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '@sukoon/ui/patterns/SiteHeader';
import { SiteFooter } from '@sukoon/ui/patterns/SiteFooter';
import { FloatingMembershipButton } from '@sukoon/ui/patterns/FloatingMembershipButton';
import { VisuallyHidden } from '@sukoon/ui/primitives/VisuallyHidden';
import { brand } from '@sukoon/contracts/brand';
import { yearInIndia } from '@sukoon/contracts/rules/stats';
import { paths } from '../../lib/paths';
import { useClock } from '../../lib/Clock';
import { PageAnnouncement } from '../../lib/pageAnnouncement';
import { HeaderUserMenu } from '../../features/auth';
import * as styles from './SiteLayout.css';
import { usePageChangeFocus } from './usePageChangeFocus';
import { RouteErrorBoundary } from '../RouteErrorBoundary';

/** The shell around every page: header, main content, footer and the floating membership button. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const location = useLocation();
  // The mobile menu belongs to the page it was opened on: navigating closes it without an effect.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const mobileOpen = menuOpenOn === location.pathname;
  const setMobileOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const year = yearInIndia(useClock()());
  const main = useRef<HTMLElement>(null);
  const { announce, announcement } = usePageChangeFocus(main);

  // A new page starts at the top (hash links scroll themselves).
  useEffect(() => {
    if (!location.hash) window.scrollTo({ top: 0 });
  }, [location.pathname, location.hash]);

  const notFound = location.pathname.toLowerCase() === paths.notFound;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {shellCopy.skipLink}
      </a>
      <SiteHeader
        brandName={brand.name}
        currentPath={location.pathname}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
        onHomeWhileHome={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        userMenu={<HeaderUserMenu />}
      />
      {/* tabIndex -1: the skip link and a move to another page focus the content, not just scroll to it. */}
      <main id="main" ref={main} tabIndex={-1} className={styles.main}>
        {/* The header and footer show while a page's code loads on a first render (a protected page's empty shell),
            and when a page fails: its error boundary sits inside the layout, so the offline page keeps the header. */}
        <PageAnnouncement.Provider value={announce}>
          <Suspense fallback={null}>
            {children ?? (
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            )}
          </Suspense>
        </PageAnnouncement.Provider>
      </main>
      <SiteFooter
        brandName={brand.name}
        tagline={brand.tagline}
        supportEmail={brand.supportEmail}
        phones={brand.phones}
        social={brand.social}
        year={year}
      />
      {/* The new page's title after an in-app move, for screen readers (usePageChangeFocus). */}
      <div id="page-announcer" aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {notFound ? null : <FloatingMembershipButton href={paths.membershipPlans} />}
    </div>
  );
}
