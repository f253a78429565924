import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

// A plain stand-in for Google's outline button, used only by stories and tests.
export const fakeButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    width: '100%',
    padding: `0 ${vars.space['3']}`,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surface,
    color: vars.color.text.primary,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.neutral.hover } },
  },
  variants: {
    size: {
      large: { height: vars.size.control.md, fontSize: vars.font.size.sm },
      medium: { height: vars.size.control.sm, fontSize: vars.font.size.sm },
      small: { height: vars.space['5'], fontSize: vars.font.size.xs },
    },
  },
});

export const fakeLogo = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.info.text,
});
