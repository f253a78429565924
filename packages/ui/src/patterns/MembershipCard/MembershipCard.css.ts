import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';
import { card as cardSurface } from '../../theme/surface.css';

// Each tier borrows one accent group of the theme: a calm band of colour, never a new colour.
const tierAccents = {
  bronze: { rest: vars.color.warmAccent.rest, soft: vars.color.warmAccent.soft },
  silver: { rest: vars.color.border.strong, soft: vars.color.surfaceMuted },
  gold: { rest: vars.color.caution.rest, soft: vars.color.caution.soft },
  platinum: { rest: vars.color.info.rest, soft: vars.color.info.soft },
  diamond: { rest: vars.color.brandAccent.rest, soft: vars.color.brandAccent.soft },
  other: { rest: vars.color.border.default, soft: vars.color.surfaceMuted },
} as const;

export const card = style([
  cardSurface({ shadow: 'sm' }),
  atoms({ display: 'flex', flexDirection: 'column' }),
  { height: '100%', overflow: 'hidden' },
]);

export const band = styleVariants(tierAccents, (accent) => ({
  borderTop: `${vars.space['1']} solid ${accent.rest}`,
  backgroundColor: accent.soft,
}));

export const head = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '1' }),
  { padding: vars.space['4'], '@media': { [media.tabletUp]: { padding: vars.space['5'] } } },
]);

export const description = style([atoms({ fontSize: 'sm', color: 'secondary' }), { margin: 0 }]);

export const body = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { flex: '1 1 auto', padding: vars.space['4'], '@media': { [media.tabletUp]: { padding: vars.space['5'] } } },
]);

export const figures = style([atoms({ display: 'flex', flexDirection: 'column', gap: '1' }), { margin: 0 }]);

export const priceRow = style([atoms({ display: 'flex', alignItems: 'baseline', gap: '2' }), { flexWrap: 'wrap' }]);

export const figure = style({ margin: 0 });

export const price = style([atoms({ fontSize: 'xl', fontWeight: 'bold' }), { margin: 0, color: vars.color.text.link }]);

export const original = style([
  atoms({ fontSize: 'sm', color: 'muted' }),
  { margin: 0, textDecoration: 'line-through' },
]);

export const meta = style([
  atoms({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'secondary' }),
  { margin: 0 },
]);

export const features = style([
  atoms({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    fontSize: 'sm',
    lineHeight: 'normal',
    color: 'secondary',
  }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

export const feature = style([atoms({ display: 'flex', alignItems: 'flex-start', gap: '2' })]);

export const featureIcon = style({ color: vars.color.positive.rest, flexShrink: 0 });

export const footer = style({ marginTop: 'auto', paddingTop: vars.space['2'] });
