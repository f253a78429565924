import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

/** Two by two on a phone, one row of four from tablets up. */
export const grid = style([
  atoms({ display: 'grid', gap: { mobile: '3', tablet: '4' } }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    margin: 0,
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
]);

/** The figure reads first on screen (column-reverse), the label first for screen readers (dt, dd). */
export const item = style([
  atoms({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: '1', textAlign: 'center' }),
  {
    minWidth: 0,
    padding: `${vars.space['5']} ${vars.space['3']}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.brandAccent.soft,
  },
]);

export const value = style([
  atoms({ fontSize: { mobile: '2xl', tablet: '4xl' }, fontWeight: 'bold', lineHeight: 'tight' }),
  { margin: 0, color: vars.color.brandAccent.active, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
]);

export const label = style([
  atoms({ fontSize: { mobile: 'sm', tablet: 'md' }, fontWeight: 'medium', color: 'secondary' }),
  { margin: 0 },
]);
