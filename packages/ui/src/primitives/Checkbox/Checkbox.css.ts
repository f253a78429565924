import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.375rem',
  height: '1.375rem',
  // Lines the box up with the first line of a 1.5 line-height label.
  marginTop: '0.0625rem',
  padding: 0,
  border: `2px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.brandAccent.onAccent,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brandAccent.hover },
    '&[data-state="checked"]': {
      backgroundColor: vars.color.brandAccent.rest,
      borderColor: vars.color.brandAccent.rest,
    },
    '&[data-state="checked"]:hover:not(:disabled)': {
      backgroundColor: vars.color.brandAccent.hover,
      borderColor: vars.color.brandAccent.hover,
    },
    '&[aria-invalid="true"]:not([data-state="checked"])': {
      borderColor: vars.color.critical.rest,
      backgroundColor: vars.color.critical.soft,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      borderColor: vars.color.border.default,
      backgroundColor: vars.color.neutral.disabled,
    },
    '&:disabled[data-state="checked"]': {
      backgroundColor: vars.color.brandAccent.disabled,
      borderColor: vars.color.brandAccent.disabled,
    },
  },
});

export const check = style({ width: '0.95rem', height: '0.95rem' });

export const label = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  cursor: 'pointer',
});

// Links inside a label (terms, privacy) stay recognisable as links.
globalStyle(`${label} a`, { color: vars.color.text.link, textDecoration: 'underline' });

export const labelDisabled = style({ color: vars.color.disabledText, cursor: 'not-allowed' });

/** Aligned under the label text, not under the box. */
export const error = style({ paddingLeft: `calc(1.375rem + ${vars.space['3']})` });
