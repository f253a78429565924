import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const root = style([atoms({ display: 'flex', flexDirection: 'column', gap: '2' }), { minWidth: 0 }]);

export const boxes = style([
  atoms({ display: 'flex', justifyContent: 'space-between', gap: '2' }),
  // The row spans its container (like the full-width buttons under it); boxes shrink together
  // inside narrow dialogs at 375 px instead of overflowing.
  { width: '100%' },
]);

export const box = style({
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: vars.size.control.lg,
  height: vars.size.control.lg,
  padding: 0,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  caretColor: vars.color.brandAccent.rest,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:focus-visible, &:focus': {
      outline: 'none',
      borderColor: vars.color.border.focus,
      boxShadow: vars.shadow.focus,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical.rest },
    '&:disabled': {
      backgroundColor: vars.color.neutral.disabled,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const filled = style({
  borderColor: vars.color.brandAccent.rest,
  backgroundColor: vars.color.brandAccent.soft,
});
