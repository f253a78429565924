import { useCallback } from 'react';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Icon } from '../../primitives/Icon';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './UserMenu.css';
import { useMenuButton } from './useMenuButton';

export const userMenuItems = ['profile', 'bookings', 'membership', 'staff', 'logout', 'signin'] as const;
export type UserMenuItem = (typeof userMenuItems)[number];
export type UserMenuStatus = 'guest' | 'loading' | 'signed-in';

const itemLabels: Record<UserMenuItem, string> = shellCopy.userMenu.items;

const signedInItems: readonly UserMenuItem[] = ['profile', 'bookings', 'membership', 'logout'];
/** Staff also reach moderation, just before Logout. */
const staffItems: readonly UserMenuItem[] = ['profile', 'bookings', 'membership', 'staff', 'logout'];
const guestItems: readonly UserMenuItem[] = ['signin'];

export const guestLabel = shellCopy.userMenu.guest;

export interface UserMenuProps {
  status: UserMenuStatus;
  firstName?: string;
  lastName?: string;
  /** A staff account: the menu also offers the staff area. */
  staff?: boolean;
  onSelect(item: UserMenuItem): void;
  /** The visitor reaches for the menu (pointer over it, or focus in it): a moment before they can choose an item. */
  onIntent?(): void;
}

/** The account entry of the top navigation: a menu button with the visitor's name. */
export function UserMenu({ status, firstName, lastName, staff = false, onSelect, onIntent }: UserMenuProps) {
  const fullName = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  // Spec 01 section 2: a guest label while loading or while the name is unknown.
  const label = status === 'signed-in' && fullName ? fullName : guestLabel;
  // While loading the visitor is treated as a guest, so the one useful entry stays reachable.
  const items = status === 'signed-in' ? (staff ? staffItems : signedInItems) : guestItems;

  const onActivate = useCallback(
    (index: number) => {
      const item = items[index];
      if (item) onSelect(item);
    },
    [items, onSelect],
  );
  const { rootRef, buttonProps, menuProps, itemProps } = useMenuButton(items.length, onActivate);

  return (
    <div ref={rootRef} className={styles.root} onPointerEnter={onIntent} onFocus={onIntent}>
      <button {...buttonProps} className={styles.trigger} aria-busy={status === 'loading' || undefined}>
        <span className={styles.avatar} aria-hidden="true">
          {status === 'loading' ? (
            <Spinner />
          ) : label === guestLabel ? (
            <Icon name="person" size="xsmall" />
          ) : (
            initials(firstName, lastName)
          )}
        </span>
        <span className={styles.name}>{label}</span>
        <Icon name="caretDown" size="xsmall" className={styles.caret} />
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
