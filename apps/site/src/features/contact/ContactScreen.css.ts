import { style } from '@vanilla-extract/css';
import { atoms, media, vars } from '@sukoon/ui/theme';

/** The contact page's column under its banner: centred, padded, mobile first. */
export const page = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '10', tablet: '12' } }),
  {
    width: '100%',
    maxWidth: '64rem',
    marginInline: 'auto',
    padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['12']}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['12']} ${vars.space['6']}` } },
  },
]);

export const anchors = style([atoms({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' })]);

export const cards = style([
  atoms({ display: 'grid', gap: '4' }),
  {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktopUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const card = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2' }),
  {
    height: '100%',
    padding: vars.space['5'],
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
  },
]);

export const cardValue = style([atoms({ fontWeight: 'semibold' }), { overflowWrap: 'anywhere' }]);
export const note = atoms({ fontSize: 'sm', color: 'secondary' });

export const section = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '4' }),
  // Room above a section reached by its link, besides the site's scroll padding (its sticky header).
  { scrollMarginTop: vars.space['8'] },
]);

/** The form beside a short note from tablets up. */
export const formLayout = style([
  atoms({ display: 'grid', gap: '8' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
  },
]);

export const closing = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', textAlign: 'center' }),
  {
    padding: `${vars.space['8']} ${vars.space['6']}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.brandAccent.soft,
  },
]);
