import { style, styleVariants } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { card } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const root = atoms({ display: 'flex', flexDirection: 'column', gap: '4' });

const listBase = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const list = styleVariants({
  grid: [
    atoms({ display: 'grid', gap: { mobile: '3', tablet: '4' } }),
    {
      ...listBase,
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@media': {
        [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.desktopUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
  ],
  list: [atoms({ display: 'flex', flexDirection: 'column', gap: '3' }), listBase],
});

const itemBase = [
  card({ shadow: 'sm' }),
  atoms({ display: 'flex', alignItems: 'center', gap: '3' }),
  { padding: vars.space['4'], minWidth: 0 },
];

export const item = styleVariants({
  grid: itemBase,
  list: itemBase,
});

export const badge = style([
  atoms({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    flexShrink: 0,
    width: vars.size.control.lg,
    height: vars.size.control.lg,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceMuted,
  },
]);

export const glyph = style({ width: vars.space['6'], height: vars.space['6'] });

export const title = style([
  atoms({ fontSize: 'md', fontWeight: 'semibold', lineHeight: 'snug', color: 'primary' }),
  { minWidth: 0, overflowWrap: 'anywhere' },
]);
