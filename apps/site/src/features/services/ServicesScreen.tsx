import { Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { serviceAction, type Category } from '@sukoon/contracts';
import { servicesPageCopy } from '@sukoon/contracts/copy/pages/services';
import { servicesCopy } from '@sukoon/contracts/copy/services';
import { CategoryTabs, categoryTabId } from '@sukoon/ui/patterns/CategoryTabs';
import { compactHeaderHeight } from '@sukoon/ui/patterns/SiteHeader';
import { Notice } from '@sukoon/ui/primitives/Notice';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { ServiceGrid, type ServiceGridItem } from '@sukoon/ui/patterns/ServiceGrid';
import { Spinner } from '@sukoon/ui/primitives/Spinner';
import { lazyNamed } from '@sukoon/ui/lazyNamed';
import { useOnline } from '../../lib/OnlineStatus';
import { useHydrated } from '../../lib/useHydrated';
import { toNetworkStatus } from '../../lib/paths';
import { useCategories } from './api/categories';
import { categoryFromHash, hashForCategory, serviceToBook } from '../../lib/categoryHash';
import { useAuth } from '../auth';
import { useServiceAction } from './useServiceAction';
import * as styles from './ServicesScreen.css';

// The booking modal, its calls (ky, zod, the schemas) and the payment hand-over load when a signed-in visitor first
// opens it, not with the page: most visitors only read the catalogue, which the prerendered HTML already shows.
const loadBookingModal = () => import('../booking');
const BookingModalContainer = lazyNamed(loadBookingModal, 'BookingModalContainer');

const TABS_ID = 'services';
const GRID_ID = 'services-grid';

/** Smooth scrolling unless the reader asked for less motion. */
const scrollBehavior = (): ScrollBehavior =>
  (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false) ? 'auto' : 'smooth';

/** /services (B2): title banner, sticky category buttons and the chosen category's service cards. */
export function ServicesScreen() {
  const online = useOnline();
  const location = useLocation();
  const categories = useCategories();
  if (!online) return <Navigate {...toNetworkStatus(location)} replace />;
  return (
    <>
      <PageHeading title={servicesPageCopy.heading} subtitle={servicesPageCopy.subtitle} />
      {categories.data ? (
        <Catalogue categories={categories.data.categories} />
      ) : (
        <div className={styles.loading}>
          <Spinner size="large" label={servicesCopy.loading} showLabel />
        </div>
      )}
    </>
  );
}

function Catalogue({ categories }: { categories: readonly Category[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const names = categories.map((category) => category.name);
  // The hash is the chosen category (B2), so a link, the way back after signing in and a tab click
  // all select the same way; without one, the first category is shown. The prerendered page cannot know the hash
  // (browsers do not send it), so the hydrating render shows the first category too, and the hash's right after.
  const hydrated = useHydrated();
  const fromHash = hydrated ? categoryFromHash(location.hash, names) : undefined;
  const selected = fromHash ?? names[0] ?? '';
  const { onAction, authRequired, booking, closeBooking } = useServiceAction();
  // Only a signed-in visitor can open it: fetch its code once the page is up, so it opens at once.
  const signedIn = Boolean(useAuth().session);
  useEffect(() => {
    if (signedIn) loadBookingModal().catch(() => undefined);
  }, [signedIn]);

  // Arriving with (or following a link to) a category hash brings the grid into view; a tab click,
  // which writes the hash itself, does not scroll.
  const tabHash = useRef<string | null>(null);
  useEffect(() => {
    if (!fromHash || location.hash === tabHash.current) return;
    document.getElementById(GRID_ID)?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  }, [location.hash, fromHash]);

  // "Please sign in to book ..." appears below the pressed button, which on a phone may sit just above the floating
  // membership button: the notice is brought into sight, clear of that button (the page's scroll padding).
  const authNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (authRequired) authNotice.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'nearest' });
  }, [authRequired]);

  const select = (name: string) => {
    const hash = hashForCategory(name);
    tabHash.current = hash;
    navigate({ hash }, { replace: true, preventScrollReset: true });
  };

  const category = categories.find((c) => c.name === selected) ?? categories[0];

  // Back from signing in to book (the way back's `book` query): that service's booking opens again, once. The query
  // goes from the address, so a reload or Back does not open it a second time.
  const toBook = hydrated ? serviceToBook(location.search) : undefined;
  useEffect(() => {
    if (toBook === undefined) return;
    const service = category?.subcategories.find((s) => s.id === toBook);
    navigate({ hash: location.hash }, { replace: true, preventScrollReset: true });
    if (!signedIn || !service || !category) return;
    const action = serviceAction(service, category.name);
    if (action !== 'contact') onAction(service, category.name, action);
    // Only a new query asks; the callbacks and the category are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toBook]);

  const items: ServiceGridItem[] = (category?.subcategories ?? []).map((service) => {
    const waiting = authRequired?.serviceId === service.id;
    return {
      service: { ...service, image: service.src ?? service.backgroundImage },
      action: serviceAction(service, category!.name),
      busy: waiting,
      notice: waiting ? (
        <div ref={authNotice}>
          <Notice tone="info">{authRequired.message}</Notice>
        </div>
      ) : undefined,
    };
  });

  return (
    <>
      <CategoryTabs
        categories={names}
        selected={category?.name ?? ''}
        onSelect={select}
        idPrefix={TABS_ID}
        panelId={GRID_ID}
        stickyOffset={compactHeaderHeight}
      />
      <ServiceGrid
        id={GRID_ID}
        items={items}
        labelledBy={category ? categoryTabId(TABS_ID, category.name) : undefined}
        scrollOffset={styles.gridScrollOffset}
        headingLevel={2}
        onAction={(card, action) => {
          const service = category?.subcategories.find((s) => s.id === card.id);
          if (service && category) onAction(service, category.name, action);
        }}
      />
      {booking ? (
        <Suspense fallback={null}>
          <BookingModalContainer target={booking} onClose={closeBooking} />
        </Suspense>
      ) : null}
    </>
  );
}
