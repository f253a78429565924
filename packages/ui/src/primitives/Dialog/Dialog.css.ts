import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';
import { iconButton } from '../../theme/surface.css';
import { dialogTitle } from '../../theme/text.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    // Centred without a transform (transforms blur text on some screens): inset 0 + auto margins.
    inset: 0,
    zIndex: vars.zIndex.overlay,
    margin: 'auto',
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100% - 2 * ${vars.space['4']})`,
    height: 'fit-content',
    // The dialog never outgrows the screen; its body scrolls instead (dvh: the visible height on phones).
    maxHeight: `calc(100vh - 2 * ${vars.space['4']})`,
    '@supports': { '(height: 100dvh)': { maxHeight: `calc(100dvh - 2 * ${vars.space['4']})` } },
    backgroundColor: vars.color.surface,
    color: vars.color.text.primary,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${riseIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
    },
  },
  variants: {
    size: {
      small: { maxWidth: '25rem' },
      medium: { maxWidth: '35rem' },
      large: { maxWidth: '50rem' },
      full: {
        maxWidth: vars.size.content,
        height: `calc(100vh - 2 * ${vars.space['4']})`,
        '@supports': { '(height: 100dvh)': { height: `calc(100dvh - 2 * ${vars.space['4']})` } },
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '1' }),
  {
    flexShrink: 0,
    // The right padding keeps a long title clear of the Close button in the corner.
    padding: `${vars.space['5']} calc(${vars.space['5']} + ${vars.size.control.md}) ${vars.space['3']} ${vars.space['5']}`,
    '@media': {
      [media.tabletUp]: {
        padding: `${vars.space['6']} calc(${vars.space['6']} + ${vars.size.control.md}) ${vars.space['4']} ${vars.space['6']}`,
      },
    },
  },
]);

export const title = dialogTitle;

export const description = atoms({ fontSize: 'md', lineHeight: 'normal', color: 'secondary' });

export const close = style([
  iconButton({ size: 'medium', tone: 'neutral' }),
  { position: 'absolute', top: vars.space['3'], right: vars.space['3'] },
]);

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space['1']} ${vars.space['5']} ${vars.space['5']}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [media.tabletUp]: { padding: `${vars.space['1']} ${vars.space['6']} ${vars.space['6']}` } },
  selectors: {
    // Inset ring: an outline outside would be clipped by the dialog's own edges.
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const footer = style([
  // Phones: stacked full-width buttons, the main action on top. Wider: a right-aligned row.
  atoms({
    display: 'flex',
    flexDirection: { mobile: 'column-reverse', tablet: 'row' },
    justifyContent: { tablet: 'flex-end' },
    gap: '3',
  }),
  {
    flexShrink: 0,
    padding: `${vars.space['4']} ${vars.space['5']}`,
    borderTop: `1px solid ${vars.color.border.default}`,
    backgroundColor: vars.color.surface,
    borderBottomLeftRadius: vars.radius.lg,
    borderBottomRightRadius: vars.radius.lg,
    '@media': { [media.tabletUp]: { padding: `${vars.space['4']} ${vars.space['6']}` } },
  },
]);
