import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

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

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  gap: vars.space['3'],
  padding: vars.space['4'],
  '@media': {
    [media.tabletUp]: { padding: vars.space['5'] },
  },
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

// Price above duration on every card, so a row of cards reads the same whatever the price text.
export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  margin: 0,
});

export const metaItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
});

export const value = style({ margin: 0 });

export const price = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
});

export const contactPrice = style({
  color: vars.color.text.secondary,
  fontStyle: 'italic',
});

export const duration = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const bullets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  paddingLeft: vars.space['5'],
  // Explicit: inside a list of cards the browser would otherwise draw nested-list circles.
  listStyleType: 'disc',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const bullet = style({
  selectors: {
    '&::marker': { color: vars.color.brandAccent.rest },
  },
});

// "Note:" lines are remarks, not features: bold, without a bullet.
export const note = style({
  listStyle: 'none',
  marginLeft: `calc(-1 * ${vars.space['5']})`,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  // Buttons line up along the bottom of a row of cards of different lengths.
  marginTop: 'auto',
  paddingTop: vars.space['2'],
});
