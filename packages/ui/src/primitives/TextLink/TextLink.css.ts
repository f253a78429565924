import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

/** A link inside text: underlined, so it is recognisable without relying on colour. */
export const textLink = recipe({
  base: {
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
  variants: {
    tone: {
      link: { color: vars.color.text.link },
      // On the dark footer: white, with a wider gap under the words, dimmed on hover.
      inverse: {
        color: vars.color.text.inverse,
        textUnderlineOffset: '3px',
        selectors: { '&:hover': { textDecorationThickness: 'auto', opacity: 0.85 } },
      },
    },
    weight: {
      inherit: {},
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
    },
    size: {
      inherit: {},
      small: { fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { tone: 'link', weight: 'inherit', size: 'inherit' },
});

export type TextLinkVariants = NonNullable<RecipeVariants<typeof textLink>>;
