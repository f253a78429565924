import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { card as cardSurface } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

/** One column on a phone, two on a tablet, four on a desktop (ArticleList's grid). */
export const coverSizes = '(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw';

export const card = style([
  cardSurface({ shadow: 'sm' }),
  atoms({ display: 'flex', flexDirection: 'column' }),
  {
    position: 'relative',
    height: '100%',
    minWidth: 0,
    overflow: 'hidden',
    transition: `box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md } },
  },
]);

/** The cover keeps a 3:2 frame at any width. */
export const cover = style({ aspectRatio: '3 / 2', overflow: 'hidden', backgroundColor: vars.color.surfaceMuted });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const body = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2' }),
  { padding: vars.space['5'], flex: '1 1 auto' },
]);

export const category = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warmAccent.soft,
  color: vars.color.warmAccent.active,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const title = style([
  atoms({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'snug', color: 'primary' }),
  { margin: 0 },
]);

/** The title's link stretches over the whole card (::after), so the card is one click target. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});

export const excerpt = style([atoms({ fontSize: 'sm', color: 'secondary', lineHeight: 'normal' }), { margin: 0 }]);

export const meta = style([
  atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  { margin: 0, marginTop: 'auto', paddingTop: vars.space['2'] },
]);

export const dot = atoms({ color: 'muted' });

export const source = style([atoms({ fontSize: 'xs', color: 'muted' }), { margin: 0 }]);
