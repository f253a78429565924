import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

// The states every variant styles, as selectors: a loading button (aria-disabled + aria-busy) keeps
// its variant's colours; only a disabled one greys out.
const enabled = ':not(:disabled):not([aria-disabled="true"])';
const hover = `&:hover${enabled}`;
const active = `&:active${enabled}`;
const disabled = '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])';

/** A filled accent button (primary, warm): the accent's rest, hover, active and disabled colours. */
function filled(accent: typeof vars.color.brandAccent) {
  return {
    backgroundColor: accent.rest,
    color: accent.onAccent,
    selectors: {
      [hover]: { backgroundColor: accent.hover },
      [active]: { backgroundColor: accent.active },
      [disabled]: { backgroundColor: accent.disabled, color: vars.color.text.primary },
    },
  };
}

export const button = recipe({
  base: [
    atoms({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '2', fontWeight: 'semibold' }),
    {
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: 'inherit',
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
  ],
  variants: {
    variant: {
      primary: filled(vars.color.brandAccent),
      warm: filled(vars.color.warmAccent),
      secondary: {
        backgroundColor: vars.color.neutral.rest,
        color: vars.color.neutral.onNeutral,
        borderColor: vars.color.border.default,
        selectors: {
          [hover]: { backgroundColor: vars.color.neutral.hover },
          [active]: { backgroundColor: vars.color.neutral.active },
          [disabled]: { backgroundColor: vars.color.neutral.disabled, color: vars.color.disabledText },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text.link,
        selectors: {
          [hover]: { backgroundColor: vars.color.brandAccent.soft },
          [disabled]: { color: vars.color.disabledText },
        },
      },
      critical: {
        backgroundColor: vars.color.critical.rest,
        color: vars.color.text.inverse,
        selectors: { [hover]: { backgroundColor: vars.color.critical.hover }, [disabled]: { opacity: 0.55 } },
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
