// Shared look of every labelled form control (TextField, PasswordField, Select), so the
// three line up in one form: same label, hint, error, height, border and focus ring.
import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const field = style([atoms({ display: 'flex', flexDirection: 'column', gap: '1' }), { minWidth: 0 }]);

export const label = atoms({ fontSize: 'sm', fontWeight: 'semibold', lineHeight: 'snug', color: 'primary' });

export const hint = atoms({ fontSize: 'sm', lineHeight: 'snug', color: 'secondary' });

export const error = atoms({ display: 'flex', alignItems: 'flex-start', gap: '1' });

export const errorIcon = style({
  flexShrink: 0,
  width: '1.15em',
  height: '1.15em',
  marginTop: '0.05em',
});

/** The box itself: 48 px tall (a comfortable touch target) and 16 px text (no zoom on iOS). */
export const control = style({
  width: '100%',
  minHeight: vars.size.control.lg,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface,
  // border.strong, not border.default: an input's edge must reach 3:1 against the page (WCAG 1.4.11).
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text.secondary },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.border.focus,
      boxShadow: vars.shadow.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.rest },
    '&[aria-invalid="true"]:focus-visible': {
      boxShadow: `0 0 0 3px ${vars.color.critical.soft}, 0 0 0 5px ${vars.color.critical.rest}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.disabledText,
      backgroundColor: vars.color.neutral.disabled,
      borderColor: vars.color.border.default,
    },
  },
});

/** A textarea in the field frame: as tall as its rows, resizable in height only. */
export const textarea = style({ minHeight: 'auto', resize: 'vertical' });
