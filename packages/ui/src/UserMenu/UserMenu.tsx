import { useCallback } from 'react';
import * as styles from './UserMenu.css';
import { useMenuButton } from './useMenuButton';

export const userMenuItems = ['profile', 'bookings', 'membership', 'logout', 'signin'] as const;
export type UserMenuItem = (typeof userMenuItems)[number];
export type UserMenuStatus = 'guest' | 'loading' | 'signed-in';

const itemLabels: Record<UserMenuItem, string> = {
  profile: 'My Profile',
  bookings: 'My Bookings',
  membership: 'My Membership',
  logout: 'Logout',
  signin: 'Sign In',
};

const signedInItems: readonly UserMenuItem[] = ['profile', 'bookings', 'membership', 'logout'];
const guestItems: readonly UserMenuItem[] = ['signin'];

export const guestLabel = 'Guest';

export interface UserMenuProps {
  status: UserMenuStatus;
  firstName?: string;
  lastName?: string;
  onSelect(item: UserMenuItem): void;
}

/** The account entry of the top navigation: a menu button with the visitor's name. */
export function UserMenu({ status, firstName, lastName, onSelect }: UserMenuProps) {
  const fullName = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  // Spec 01 section 2: a guest label while loading or while the name is unknown.
  const label = status === 'signed-in' && fullName ? fullName : guestLabel;
  // While loading the visitor is treated as a guest, so the one useful entry stays reachable.
  const items = status === 'signed-in' ? signedInItems : guestItems;

  const onActivate = useCallback(
    (index: number) => {
      const item = items[index];
      if (item) onSelect(item);
    },
    [items, onSelect],
  );
  const { open, rootRef, buttonProps, menuProps, itemProps } = useMenuButton(items.length, onActivate);

  return (
    <div ref={rootRef} className={styles.root}>
      <button {...buttonProps} className={styles.trigger} aria-busy={status === 'loading' || undefined}>
        <span className={styles.avatar} aria-hidden="true">
          {label === guestLabel ? <PersonIcon /> : initials(firstName, lastName)}
        </span>
        <span className={styles.name}>{label}</span>
        <svg className={styles.caret} data-open={open} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
      <div {...menuProps} className={styles.menu}>
        {items.map((item, index) => (
          <button
            key={item}
            type="button"
            {...itemProps(index)}
            className={styles.item({ tone: item === 'logout' ? 'critical' : 'default' })}
          >
            {itemLabels[item]}
          </button>
        ))}
      </div>
    </div>
  );
}

function initials(firstName?: string, lastName?: string): string {
  return [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

function PersonIcon() {
  return (
    <svg className={styles.avatarIcon} viewBox="0 0 20 20" focusable="false">
      <circle cx="10" cy="7" r="3.5" fill="currentColor" />
      <path d="M3.5 17c.8-3.4 3.4-5 6.5-5s5.7 1.6 6.5 5" fill="currentColor" />
    </svg>
  );
}
