import { globalStyle, style } from '@vanilla-extract/css';
import { categoryRow, categoryRowHeight } from '@sukoon/ui/patterns/CategoryTabs';
import { vars } from '@sukoon/ui/theme';
import { stuckBelowHeader } from '../../lib/stuckBelowHeader.css';

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['16']} ${vars.space['4']}`,
});

/**
 * The category row sticks under the header: the page's scroll padding keeps what is scrolled to (the grid after a
 * tab, a card's button reached by Shift+Tab) clear of both. At 1280 px a card's Book Now reached by Shift+Tab was
 * under the row (WCAG 2.2, focus not obscured) while only the grid kept room for it.
 */
globalStyle(`html:has(${categoryRow})`, { vars: { [stuckBelowHeader]: categoryRowHeight } });

/** The grid has no room of its own to keep above it when scrolled to: the page's scroll padding has the row. */
export const gridScrollOffset = '0px';
