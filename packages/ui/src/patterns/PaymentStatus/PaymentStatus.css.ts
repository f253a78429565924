import { style, styleVariants } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { card as cardSurface } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { tonePalette, toneIcon, toneSurface } from '../../tone/tone.css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['10']}`,
  '@media': { [media.tabletUp]: { padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['12']}` } },
});

export const card = style([
  cardSurface({ shadow: 'md' }),
  atoms({ display: 'flex', flexDirection: 'column', gap: '6' }),
  {
    width: '100%',
    maxWidth: '40rem',
    padding: `${vars.space['6']} ${vars.space['5']}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['8']} ${vars.space['10']}` } },
  },
]);

export const head = atoms({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  textAlign: 'center',
});

export const badge = style([
  atoms({ display: 'flex', alignItems: 'center', justifyContent: 'center' }),
  {
    width: vars.space['16'],
    height: vars.space['16'],
    borderRadius: vars.radius.full,
    // Width and style only: the colour comes from the tone, whatever the sheet order.
    borderWidth: '2px',
    borderStyle: 'solid',
  },
]);

// Each outcome's colour by role: the tone's soft surface and border, and its strong colour for the glyph.
export const badgeTone = {
  ...styleVariants(tonePalette, (_colours, tone) => [toneSurface[tone], toneIcon[tone]]),
  neutral: style({
    backgroundColor: vars.color.surfaceMuted,
    borderColor: vars.color.border.default,
    color: vars.color.text.secondary,
  }),
};

export const lead = style({ maxWidth: '32rem' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['4']}`,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const row = style([
  atoms({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    justifyContent: { tablet: 'space-between' },
    alignItems: { tablet: 'baseline' },
    gap: { mobile: '1', tablet: '4' },
  }),
  { padding: `${vars.space['3']} 0`, selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.default}` } } },
]);

export const term = style([atoms({ fontSize: 'sm', color: 'secondary' }), { flexShrink: 0 }]);

export const value = style([
  atoms({ fontSize: 'md', fontWeight: 'semibold', color: 'primary', textAlign: { tablet: 'right' } }),
  // Gateway ids are long unbroken strings: let them wrap instead of widening the card.
  { margin: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
]);

export const nextTitle = atoms({ fontSize: 'lg', fontWeight: 'semibold', color: 'primary' });

export const step = atoms({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  fontSize: 'md',
  lineHeight: 'normal',
  color: 'secondary',
});

export const stepIcon = style({ marginTop: '0.125rem', color: vars.color.brandAccent.rest });

export const support = style({
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
  overflowWrap: 'anywhere',
});
