import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      // Loading keeps the variant's colours (the spinner already says "busy"); only the cursor changes.
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brandAccent.rest,
        color: vars.color.brandAccent.onAccent,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandAccent.hover },
          '&:active:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandAccent.active },
          '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': {
            backgroundColor: vars.color.brandAccent.disabled,
            color: vars.color.text.primary,
          },
        },
      },
      warm: {
        backgroundColor: vars.color.warmAccent.rest,
        color: vars.color.warmAccent.onAccent,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.warmAccent.hover },
          '&:active:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.warmAccent.active },
          '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': {
            backgroundColor: vars.color.warmAccent.disabled,
            color: vars.color.text.primary,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.neutral.rest,
        color: vars.color.neutral.onNeutral,
        borderColor: vars.color.border.default,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.neutral.hover },
          '&:active:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.neutral.active },
          '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': {
            backgroundColor: vars.color.neutral.disabled,
            color: vars.color.disabledText,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text.link,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.brandAccent.soft },
          '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': { color: vars.color.disabledText },
        },
      },
      critical: {
        backgroundColor: vars.color.critical.rest,
        color: vars.color.text.inverse,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.critical.hover },
          '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': { opacity: 0.55 },
        },
      },
    },
    size: {
      small: { minHeight: vars.size.control.sm, padding: `0 ${vars.space['3']}`, fontSize: vars.font.size.sm },
      medium: { minHeight: vars.size.control.md, padding: `0 ${vars.space['4']}`, fontSize: vars.font.size.md },
      large: { minHeight: vars.size.control.lg, padding: `0 ${vars.space['6']}`, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonRecipe = RecipeVariants<typeof button>;
