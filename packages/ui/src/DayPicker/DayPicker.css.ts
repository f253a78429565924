import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const row = style({
  display: 'grid',
  // Seven equal columns fit a 375 px phone; wider screens just give each more room.
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space['1'],
  '@media': {
    [media.tabletUp]: { gap: vars.space['2'] },
  },
});

export const day = style({
  position: 'relative',
  display: 'block',
  minWidth: 0,
});

// The real radio stays in the page (focus, arrows, form semantics); the face below draws it.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const face = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `${vars.space['2']} 0`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  pointerEvents: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${input}:hover ~ &`]: { borderColor: vars.color.brandAccent.rest, backgroundColor: vars.color.brandAccent.soft },
    [`${input}:checked ~ &`]: {
      backgroundColor: vars.color.brandAccent.rest,
      borderColor: vars.color.brandAccent.rest,
      color: vars.color.brandAccent.onAccent,
    },
    [`${input}:focus-visible ~ &`]: { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    [`${input}:disabled ~ &`]: {
      backgroundColor: vars.color.neutral.disabled,
      color: vars.color.disabledText,
      borderColor: vars.color.border.default,
    },
  },
});

export const weekday = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const dayNumber = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  '@media': {
    [media.tabletUp]: { fontSize: vars.font.size.xl },
  },
});

export const month = style({
  fontSize: vars.font.size.xs,
});
