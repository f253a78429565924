import { keyframes, style, styleVariants } from '@vanilla-extract/css';
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

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  // Every row as tall as the tallest, so captioned (past, booked) slots do not make ragged rows.
  gridAutoRows: '1fr',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tabletUp]: { gap: vars.space['3'] },
  },
});

export const slot = style({
  position: 'relative',
  display: 'grid',
  minWidth: 0,
});

// The native radio covers the slot (clicks, focus, arrow keys); the face draws its state.
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

const faceBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.control.lg,
  padding: `${vars.space['2']} ${vars.space['1']}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  pointerEvents: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${input}:focus-visible ~ &`]: { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    [media.tabletUp]: { fontSize: vars.font.size.md },
  },
});

export const face = styleVariants({
  available: [
    faceBase,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.text.primary,
      selectors: {
        [`${input}:hover ~ &`]: {
          borderColor: vars.color.brandAccent.rest,
          backgroundColor: vars.color.brandAccent.soft,
        },
        [`${input}:checked ~ &`]: {
          backgroundColor: vars.color.brandAccent.rest,
          borderColor: vars.color.brandAccent.rest,
          color: vars.color.brandAccent.onAccent,
        },
      },
    },
  ],
  past: [
    faceBase,
    {
      backgroundColor: vars.color.neutral.disabled,
      color: vars.color.text.muted,
      fontWeight: vars.font.weight.regular,
    },
  ],
  booked: [
    faceBase,
    {
      backgroundColor: vars.color.critical.soft,
      borderColor: vars.color.critical.border,
      color: vars.color.critical.text,
    },
  ],
  unavailable: [
    faceBase,
    {
      backgroundColor: vars.color.neutral.disabled,
      color: vars.color.text.muted,
      fontWeight: vars.font.weight.regular,
    },
  ],
});

export const struck = style({
  textDecoration: 'line-through',
  textDecorationThickness: '2px',
});

export const caption = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const empty = style({
  margin: 0,
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.text.secondary,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  minHeight: vars.size.control.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const loadingText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
