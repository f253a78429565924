import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { visuallyHiddenRules } from '../../primitives/VisuallyHidden/VisuallyHidden.css';

export const root = style({
  position: 'relative',
  display: 'inline-block',
  // Never stretched by a flex parent: the menu hangs from the bottom of this box.
  alignSelf: 'center',
  // On the narrowest phones (360 px) the header's row is full: the name gives way (ellipsis) before the
  // menu button is pushed off the screen.
  minWidth: 0,
});

const fast = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const trigger = style([
  atoms({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'primary',
  }),
  {
    minHeight: vars.size.control.md,
    maxWidth: '100%',
    padding: `0 ${vars.space['3']} 0 ${vars.space['1']}`,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    fontFamily: 'inherit',
    cursor: 'pointer',
    transition: `background-color ${fast}`,
    selectors: {
      '&:hover': { backgroundColor: vars.color.neutral.hover },
      '&[aria-expanded="true"]': { backgroundColor: vars.color.neutral.active },
    },
  },
]);

export const avatar = style([
  atoms({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: 'xs', fontWeight: 'bold' }),
  {
    flexShrink: 0,
    width: vars.size.control.sm,
    height: vars.size.control.sm,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brandAccent.soft,
    color: vars.color.brandAccent.active,
  },
]);

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // A long name must not push the navigation off a 375 px screen.
  maxWidth: '12ch',
  '@media': {
    [media.tabletUp]: { maxWidth: '20ch' },
    // A tablet's header row holds the six links too: the initials show, the name stays for screen readers.
    [media.tabletOnly]: visuallyHiddenRules,
  },
});

export const caret = style({
  color: vars.color.text.secondary,
  transition: `transform ${fast}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const menu = style([
  atoms({ display: 'flex', flexDirection: 'column' }),
  {
    position: 'absolute',
    insetInlineEnd: 0,
    top: `calc(100% + ${vars.space['2']})`,
    zIndex: vars.zIndex.floating,
    minWidth: '12rem',
    padding: vars.space['1'],
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.lg,
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);

export const item = recipe({
  base: [
    atoms({ display: 'flex', alignItems: 'center', fontSize: 'sm', fontWeight: 'medium' }),
    {
      minHeight: vars.size.control.md,
      padding: `0 ${vars.space['3']}`,
      border: 'none',
      borderRadius: vars.radius.md,
      backgroundColor: 'transparent',
      fontFamily: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      selectors: {
        '&:focus': { outline: 'none', backgroundColor: vars.color.brandAccent.soft },
        '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
      },
    },
  ],
  variants: {
    tone: {
      default: { color: vars.color.text.primary },
      critical: { color: vars.color.critical.text },
    },
  },
  defaultVariants: { tone: 'default' },
});
