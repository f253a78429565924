import { useCallback, useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { breakpoint } from '@sukoon/tokens';
import { Icon } from '../../primitives/Icon';
import * as styles from './SiteHeader.css';
import { useScrolledPast, useWidthAtLeast } from './useScrolledPast';

export interface NavLink {
  label: string;
  href: string;
}

/** The six top-navigation links of spec 01 section 2, in order. */
export const topNavLinks: readonly NavLink[] = shellCopy.header.links;

export const COMPACT_SCROLL_PX = 20;
const MOBILE_MENU_CLOSE_PX = Number.parseInt(breakpoint.md, 10);

export interface SiteHeaderProps {
  brandName: string;
  /** Path of the current page; its link is marked as the current page. */
  currentPath: string;
  mobileOpen: boolean;
  onMobileOpenChange(open: boolean): void;
  /** The user menu (guest, loading or signed in). */
  userMenu?: ReactNode;
  /** Called when Home is chosen while already on the home page (the page scrolls to the top). */
  onHomeWhileHome?(): void;
  links?: readonly NavLink[];
}

export function SiteHeader({
  brandName,
  currentPath,
  mobileOpen,
  onMobileOpenChange,
  userMenu,
  onHomeWhileHome,
  links = topNavLinks,
}: SiteHeaderProps) {
  // Spec 01 section 2: the bar turns compact once the page has scrolled past 20 px.
  const compact = useScrolledPast(COMPACT_SCROLL_PX);
  const panelId = useId();
  const close = useCallback(() => onMobileOpenChange(false), [onMobileOpenChange]);
  useWidthAtLeast(MOBILE_MENU_CLOSE_PX, close);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);

  // The open panel covers the page: Escape closes it back to its toggle, and focus moving on to anything but the
  // toggle or the panel (Tab past the last link, to links hidden underneath) closes it too.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !mobileOpen) return;
    event.preventDefault();
    close();
    toggleRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!mobileOpen || !(next instanceof Node)) return;
    if (toggleRef.current?.contains(next) || panelRef.current?.contains(next)) return;
    close();
  };

  const isCurrent = (href: string) =>
    href === '/' ? currentPath === '/' : currentPath.toLowerCase().startsWith(href.toLowerCase());

  const renderLink = (item: NavLink, className: string) => (
    <a
      className={className}
      href={item.href}
      aria-current={isCurrent(item.href) ? 'page' : undefined}
      onClick={(event) => {
        if (item.href === '/' && currentPath === '/' && onHomeWhileHome) {
          event.preventDefault();
          onHomeWhileHome();
        }
        close();
      }}
    >
      {item.label}
    </a>
  );

  return (
    <header className={styles.header({ compact })} data-compact={compact}>
      <nav className={styles.bar} aria-label={shellCopy.header.navLabel}>
        <a className={styles.brand} href="/">
          <Icon name="logo" size="xlarge" />
          {brandName}
        </a>
        <ul className={styles.links}>
          {links.map((item) => (
            <li key={item.href}>{renderLink(item, styles.link)}</li>
          ))}
        </ul>
        {userMenu}
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={mobileOpen}
          aria-controls={panelId}
          aria-label={mobileOpen ? shellCopy.header.closeMenu : shellCopy.header.openMenu}
          onClick={() => onMobileOpenChange(!mobileOpen)}
          onKeyDown={closeOnEscape}
          onBlur={closeWhenFocusLeaves}
        >
          <Icon name={mobileOpen ? 'close' : 'menu'} />
        </button>
      </nav>
      {mobileOpen ? (
        <ul
          id={panelId}
          ref={panelRef}
          className={styles.mobilePanel}
          onKeyDown={closeOnEscape}
          onBlur={closeWhenFocusLeaves}
        >
          {links.map((item) => (
            <li key={item.href}>{renderLink(item, styles.mobileLink)}</li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
