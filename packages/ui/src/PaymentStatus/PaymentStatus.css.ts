import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';
import { tonePalette, toneIcon, toneSurface } from '../tone/tone.css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['10']}`,
  '@media': { [media.tabletUp]: { padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['12']}` } },
});

export const card = style({
  width: '100%',
  maxWidth: '40rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: `${vars.space['6']} ${vars.space['5']}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [media.tabletUp]: { padding: `${vars.space['8']} ${vars.space['10']}` } },
});

export const head = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
});

export const badge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space['16'],
  height: vars.space['16'],
  borderRadius: vars.radius.full,
  // Width and style only: the colour comes from the tone, whatever the sheet order.
  borderWidth: '2px',
  borderStyle: 'solid',
});

// Each outcome's colour by role: the tone's soft surface and border, and its strong colour for the glyph.
export const badgeTone = {
  ...styleVariants(tonePalette, (_colours, tone) => [toneSurface[tone], toneIcon[tone]]),
  neutral: style({
    backgroundColor: vars.color.surfaceMuted,
    borderColor: vars.color.border.default,
    color: vars.color.text.secondary,
  }),
};

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size['3xl'] } },
});

export const lead = style({
  maxWidth: '32rem',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size.lg } },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['4']}`,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['3']} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.default}` } },
  '@media': {
    [media.tabletUp]: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space['4'],
    },
  },
});

export const term = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, flexShrink: 0 });

export const value = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  // Gateway ids are long unbroken strings: let them wrap instead of widening the card.
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tabletUp]: { textAlign: 'right' } },
});

export const next = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const nextTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const stepIcon = style({
  marginTop: '0.125rem',
  color: vars.color.brandAccent.rest,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  // Wider screens: one centred row that wraps when a third action (Refresh status) does not fit.
  '@media': { [media.tabletUp]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center' } },
});

export const support = style({
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
