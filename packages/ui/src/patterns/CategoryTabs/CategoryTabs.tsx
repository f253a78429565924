import { useEffect, useId, useRef } from 'react';
import { servicesCopy } from '@sukoon/contracts/copy/services';
import * as styles from './CategoryTabs.css';
import { useRovingTabs } from './rovingTabs';
import { inlineVars } from '../../theme/inlineVars';
import { useReducedMotion } from '../../theme/useMediaQuery';

export interface CategoryTabsProps {
  /** Category names in display order (the Services page passes the seven catalogue categories). */
  categories: readonly string[];
  /** The chosen category's name. */
  selected: string;
  onSelect(name: string): void;
  /** Accessible name of the tab list. */
  label?: string;
  /** Prefix of the tab ids; pass it to `categoryTabId` to label the panel with the chosen tab. */
  idPrefix?: string;
  /** Id of the element the tabs control (the service grid), for aria-controls. */
  panelId?: string;
  /** CSS length the row sticks below, e.g. the height of a fixed navigation bar. */
  stickyOffset?: string;
}

/** The id of the tab for `name`, so a panel can say which tab labels it. */
export function categoryTabId(idPrefix: string, name: string): string {
  return `${idPrefix}-tab-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * The sticky row of service categories. Follows the tabs pattern: one Tab stop, arrow keys,
 * Home and End move between categories and select at once.
 */
export function CategoryTabs({
  categories,
  selected,
  onSelect,
  label = servicesCopy.tabsLabel,
  idPrefix,
  panelId,
  stickyOffset,
}: CategoryTabsProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? `categories${generatedId.replace(/:/g, '')}`;
  const selectedIndex = categories.indexOf(selected);
  const listRef = useRef<HTMLDivElement>(null);
  const { onKeyDown, tabRef, tabIndexFor, tabs } = useRovingTabs(categories.length, selectedIndex, (index) => {
    const name = categories[index];
    if (name !== undefined) onSelect(name);
  });

  // Keep the chosen tab visible in the scrolling row (after a hash link or arrow key), scrolling the row only: the
  // tab's scrollIntoView would also move the page. The row snaps each tab's start to its padding edge, so the
  // target is such a snap position; any other scroll position snapped back and left the tab cut off at the right.
  const still = useReducedMotion();
  useEffect(() => {
    const list = listRef.current;
    const tab = tabs.current[selectedIndex];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // The list is the tabs' offsetParent (position: relative), so offsetLeft ignores its scroll.
    const inset = parseFloat(getComputedStyle(list).scrollPaddingLeft) || 0;
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left - inset >= list.scrollLeft && right + inset <= list.scrollLeft + list.clientWidth) return;
    const target = Math.min(left - inset, list.scrollWidth - list.clientWidth);
    list.scrollTo({ left: Math.max(0, target), behavior: still ? 'auto' : 'smooth' });
    // Only a new choice scrolls; a change of the motion setting does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedIndex, tabs]);

  return (
    <div className={styles.bar} style={stickyOffset ? inlineVars({ [styles.stickyOffset]: stickyOffset }) : undefined}>
      <div ref={listRef} className={styles.list} role="tablist" aria-label={label} aria-orientation="horizontal">
        {categories.map((name, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={name}
              ref={tabRef(index)}
              id={categoryTabId(prefix, name)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={tabIndexFor(index)}
              onKeyDown={onKeyDown}
              onClick={() => onSelect(name)}
            >
              {name}
            </button>
          );
        })}
      </div>
    </div>
  );
}
