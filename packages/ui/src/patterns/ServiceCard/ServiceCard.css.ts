import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';
import { card as cardSurface } from '../../theme/surface.css';

export const card = style([
  cardSurface({ shadow: 'sm' }),
  atoms({ display: 'flex', flexDirection: 'column' }),
  { height: '100%', overflow: 'hidden' },
]);

export const media_ = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

// Without a picture the slot still keeps its shape: a calm two-tone wash from the accents.
export const placeholder = style({
  width: '100%',
  height: '100%',
  backgroundImage: `radial-gradient(circle at 20% 30%, ${vars.color.warmAccent.soft} 0 22%, transparent 23%), radial-gradient(circle at 78% 70%, ${vars.color.brandAccent.disabled} 0 18%, transparent 19%), linear-gradient(135deg, ${vars.color.brandAccent.soft}, ${vars.color.surfaceMuted})`,
});

export const body = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { flex: '1 1 auto', padding: vars.space['4'], '@media': { [media.tabletUp]: { padding: vars.space['5'] } } },
]);

export const title = atoms({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'snug', color: 'primary' });

// Price above duration on every card, so a row of cards reads the same whatever the price text.
export const meta = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' }),
  { margin: 0 },
]);

export const metaItem = style([atoms({ display: 'flex', alignItems: 'center', gap: '1' }), { margin: 0 }]);

export const value = style({ margin: 0 });

export const price = style([
  atoms({ fontSize: 'md', fontWeight: 'semibold' }),
  { margin: 0, color: vars.color.text.link },
]);

export const contactPrice = style({ color: vars.color.text.secondary, fontStyle: 'italic' });

export const duration = atoms({ fontSize: 'sm', color: 'secondary' });

export const bullets = style([
  atoms({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    fontSize: 'sm',
    lineHeight: 'normal',
    color: 'secondary',
  }),
  // Explicit disc: inside a list of cards the browser would otherwise draw nested-list circles.
  { margin: 0, paddingLeft: vars.space['5'], listStyleType: 'disc' },
]);

export const bullet = style({ selectors: { '&::marker': { color: vars.color.brandAccent.rest } } });

// "Note:" lines are remarks, not features: bold, without a bullet.
export const note = style({
  listStyle: 'none',
  marginLeft: `calc(-1 * ${vars.space['5']})`,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const footer = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  // Buttons line up along the bottom of a row of cards of different lengths.
  { marginTop: 'auto', paddingTop: vars.space['2'] },
]);
