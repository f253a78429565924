import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { listReset } from '../../primitives/Stack/Stack.css';
import { atoms } from '../../theme/atoms.css';
import { iconButton } from '../../theme/surface.css';

/**
 * The header's height once compact (the bar, its compact padding and border): what it covers of a page scrolled
 * under it, for the page's scroll padding and the rows that stick below it.
 */
export const compactHeaderHeight = `calc(${vars.size.control.lg} + 2 * ${vars.space['1']} + 1px)`;

export const header = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.nav,
    backgroundColor: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border.default}`,
    transition: ['box-shadow', 'padding', 'margin']
      .map((property) => `${property} ${vars.motion.duration.normal}`)
      .join(),
  },
  variants: {
    compact: {
      false: { paddingBlock: vars.space['3'], marginBottom: 0 },
      // The padding it gives up becomes margin, moving in step: the page under the header stays where it was. Else,
      // back at the top, the header growing again pushed the whole page down, in sight (layout shift 0.005 to 0.013).
      true: {
        paddingBlock: vars.space['1'],
        marginBottom: `calc(2 * (${vars.space['3']} - ${vars.space['1']}))`,
        boxShadow: vars.shadow.md,
      },
    },
  },
});

export const bar = style([
  atoms({ display: 'flex', alignItems: 'center', gap: '4' }),
  {
    maxWidth: vars.size.content,
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    minHeight: vars.size.control.lg,
  },
]);

export const brand = style([
  atoms({ display: 'inline-flex', alignItems: 'center', gap: '2', fontWeight: 'bold', fontSize: 'xl' }),
  { color: vars.color.brandAccent.rest, textDecoration: 'none', marginRight: 'auto' },
]);

/** The six links: a row from tablets up; phones get the menu toggle instead. */
export const links = style([atoms({ display: { mobile: 'none', tablet: 'flex' }, gap: '1' }), listReset]);

export const link = style([
  // The hover and current-page looks below (pseudo-class, attribute) outrank the atoms' colour.
  atoms({ display: 'inline-flex', alignItems: 'center', fontWeight: 'medium', color: 'secondary' }),
  {
    minHeight: vars.size.control.md,
    padding: `0 ${vars.space['3']}`,
    // On a tablet the six links, the brand and the account menu share 736 px: tighter links keep them in one row.
    '@media': { [media.tabletOnly]: { padding: `0 ${vars.space['2']}` } },
    borderRadius: vars.radius.md,
    textDecoration: 'none',
    selectors: {
      '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.neutral.hover },
      '&[aria-current="page"]': { color: vars.color.brandAccent.rest, backgroundColor: vars.color.brandAccent.soft },
    },
  },
]);

export const menuToggle = style([
  iconButton({ size: 'medium', tone: 'outlined' }),
  { '@media': { [media.tabletUp]: { display: 'none' } } },
]);

export const mobilePanel = style([
  atoms({ display: { mobile: 'flex', tablet: 'none' }, flexDirection: 'column', gap: '1' }),
  listReset,
  {
    padding: `${vars.space['2']} ${vars.space['4']} ${vars.space['4']}`,
    borderTop: `1px solid ${vars.color.border.default}`,
  },
]);

export const mobileLink = style([
  link,
  { width: '100%', minHeight: vars.size.control.lg, fontSize: vars.font.size.lg },
]);
