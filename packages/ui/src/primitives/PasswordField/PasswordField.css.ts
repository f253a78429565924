import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room on the right for the toggle, so long passwords never run under it. */
export const input = style({ paddingRight: `calc(${vars.size.control.md} + ${vars.space['2']})` });

export const toggle = style({
  position: 'absolute',
  right: vars.space['1'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text.primary, backgroundColor: vars.color.neutral.hover },
    '&:focus-visible': { outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const icon = style({ width: '1.25rem', height: '1.25rem' });
