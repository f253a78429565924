import { style } from '@vanilla-extract/css';
import { atoms, media, vars } from '@sukoon/ui/theme';

/** The content area under a page's banner: centred, padded, mobile first. */
export const section = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '8', tablet: '10' } }),
  {
    width: '100%',
    maxWidth: '72rem',
    marginInline: 'auto',
    padding: `${vars.space['8']} ${vars.space['4']}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['12']} ${vars.space['6']}` } },
  },
]);

/** My Membership's narrower column. */
export const narrow = style({ maxWidth: '48rem' });

/** Need Help Choosing? and Why Choose Us: two quiet panels side by side from tablets up. */
export const extras = style([
  atoms({ display: 'grid', gap: { mobile: '4', tablet: '6' } }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const panel = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' }),
  {
    padding: vars.space['6'],
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
  },
]);

export const reasons = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'md', color: 'secondary' }),
  { margin: 0, paddingInlineStart: vars.space['5'] },
]);

/** My Membership's invoices of membership purchases, under the panel. */
export const invoices = atoms({ display: 'flex', flexDirection: 'column', gap: '3' });
export const invoiceList = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2' }),
  { margin: 0, paddingLeft: vars.space['5'] },
]);
