// Atoms (vanilla-extract sprinkles): one class per token value and screen size, for the layout and
// type decisions every component makes again and again (a centred column with a gap, a title's size
// and weight). Stack and Inline use their classes by way of layoutClasses (never atoms() at run time, which ships
// the whole class map); .css.ts files compose them into their own
// styles with style([atoms({...}), {...}]). A style that composes atoms must not set the same
// properties itself: both rules have one class of specificity, so the sheet order would decide.
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css';
import { media } from './media';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tabletUp },
    desktop: { '@media': media.desktopUp },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'baseline', 'stretch'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
});

const type = defineProperties({
  properties: {
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      muted: vars.color.text.muted,
      link: vars.color.text.link,
      inverse: vars.color.text.inverse,
    },
  },
});

export const atoms = createSprinkles(responsive, type);
export type Atoms = Parameters<typeof atoms>[0];

/** A space token's name ('0' to '16'), as Stack and Inline take it. */
export type Space = keyof typeof vars.space;
export const spaces = Object.keys(vars.space) as Space[];

/** A value for every screen, or one per screen size from phones up. */
export type Responsive<T> = T | { mobile?: T; tablet?: T; desktop?: T };
