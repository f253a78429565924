import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { card as cardSurface, iconButton } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

/** The picture is the slide's left half from tablets up, its full width on a phone. */
export const imageSizes = '(min-width: 768px) 50vw, 100vw';

export const root = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '4', tablet: '6' } }),
  { minWidth: 0 },
]);

/** Embla's viewport: it clips the track, so nothing scrolls sideways. */
export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.lg });

export const track = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

export const slide = style([
  cardSurface({ shadow: 'none' }),
  atoms({ display: 'grid' }),
  {
    flex: '0 0 100%',
    minWidth: 0,
    overflow: 'hidden',
    // The containing block of what is positioned inside (the visually hidden texts): otherwise, until embla has
    // placed the slides (its transforms make them containing blocks), those sat under the page's own box beside
    // slide 7 and made a phone's page 2,005 px wide, scrollable sideways, in the prerendered page.
    position: 'relative',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const media_ = style({ minWidth: 0, backgroundColor: vars.color.surfaceMuted });
export { media_ as media };

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
});

export const body = style([
  atoms({ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: '3' }),
  {
    minWidth: 0,
    padding: vars.space['5'],
    '@media': { [media.tabletUp]: { padding: vars.space['8'] } },
  },
]);

export const title = style({ margin: 0, overflowWrap: 'anywhere' });

export const subtitle = style({ margin: 0, color: vars.color.brandAccent.active });

export const points = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', color: 'secondary' }),
  { margin: 0, paddingLeft: vars.space['5'] },
]);

export const explore = style([
  atoms({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'md', fontWeight: 'semibold' }),
  {
    color: vars.color.text.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    minHeight: vars.size.control.sm,
  },
]);

export const controls = style([
  atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: '3' }),
]);

export const nav = atoms({ display: 'flex', alignItems: 'center', gap: '1' });

export const arrow = style([
  iconButton({ size: 'medium', tone: 'neutral' }),
  { border: `1px solid ${vars.color.border.default}`, backgroundColor: vars.color.surface },
]);

export const flipped = style({ transform: 'scaleX(-1)' });

export const dots = atoms({ display: 'flex', alignItems: 'center' });

/** A 24 px target (WCAG 2.5.8) around a small drawn dot; the current one is a wider pill. */
export const dot = style({
  position: 'relative',
  width: vars.space['6'],
  height: vars.space['6'],
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: vars.space['2'],
      height: vars.space['2'],
      transform: 'translate(-50%, -50%)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border.strong,
      transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&:hover::before': { backgroundColor: vars.color.text.secondary },
    '&[aria-current="true"]::before': { width: vars.space['5'], backgroundColor: vars.color.brandAccent.rest },
  },
});

export const toggle = style([
  atoms({ display: 'inline-flex', alignItems: 'center', gap: '2', fontSize: 'sm', fontWeight: 'semibold' }),
  {
    minHeight: vars.size.control.md,
    padding: `0 ${vars.space['4']}`,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.text.primary,
    fontFamily: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { backgroundColor: vars.color.neutral.hover } },
  },
]);

/** Two bars: the universal pause sign. */
export const pauseGlyph = style({
  width: vars.space['3'],
  height: vars.space['3'],
  borderLeft: `${vars.space['1']} solid currentColor`,
  borderRight: `${vars.space['1']} solid currentColor`,
  boxSizing: 'border-box',
});

/** A triangle: the play sign. */
export const playGlyph = style({
  width: 0,
  height: 0,
  borderTop: `calc(${vars.space['3']} / 2) solid transparent`,
  borderBottom: `calc(${vars.space['3']} / 2) solid transparent`,
  borderLeft: `calc(${vars.space['5']} / 2) solid currentColor`,
});
