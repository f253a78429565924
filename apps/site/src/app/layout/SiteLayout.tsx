import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '@sukoon/ui/SiteHeader';
import { SiteFooter } from '@sukoon/ui/SiteFooter';
import { FloatingMembershipButton } from '@sukoon/ui/FloatingMembershipButton';
import { brand } from '@sukoon/contracts/brand';
import { paths } from '../paths';
import { useClock } from '../Clock';
import { HeaderUserMenu } from '../../features/auth/HeaderUserMenu';
import * as styles from './SiteLayout.css';

/** The shell around every page: header, main content, footer and the floating membership button. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const year = Number(
    new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'Asia/Kolkata' }).format(useClock()()),
  );

  // A new page closes the mobile menu and starts at the top (hash links scroll themselves).
  useEffect(() => {
    setMobileOpen(false);
    if (!location.hash) window.scrollTo({ top: 0 });
  }, [location.pathname, location.hash]);

  const notFound = location.pathname.toLowerCase() === paths.notFound;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <SiteHeader
        brandName={brand.name}
        currentPath={location.pathname}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
        onHomeWhileHome={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        userMenu={<HeaderUserMenu />}
      />
      <div id="main" className={styles.main}>
        {children ?? <Outlet />}
      </div>
      <SiteFooter
        brandName={brand.name}
        tagline={brand.tagline}
        supportEmail={brand.supportEmail}
        phones={brand.phones}
        social={brand.social}
        appStores={brand.appStores}
        year={year}
      />
      {notFound ? null : <FloatingMembershipButton href={paths.membershipPlans} />}
    </div>
  );
}
