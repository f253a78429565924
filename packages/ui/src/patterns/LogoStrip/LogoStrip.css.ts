import { createVar, keyframes, style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

/** One full loop's length, set from the number of marks. */
export const loopDuration = createVar();

// The track holds the marks twice: moving it by half its width brings the second copy exactly where
// the first began, so the loop has no seam.
const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const root = style([atoms({ display: 'flex', flexDirection: 'column', gap: '4' }), { minWidth: 0 }]);

export const header = atoms({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});

/** The window the marks pass through: nothing beyond it shows or scrolls the page. */
export const viewport = style({
  overflow: 'hidden',
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  // Soft edges, so marks slide in and out rather than being cut.
  maskImage: `linear-gradient(to right, transparent, ${vars.color.surface} ${vars.space['8']}, ${vars.color.surface} calc(100% - ${vars.space['8']}), transparent)`,
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${scroll} ${loopDuration} linear infinite`,
  selectors: {
    // Paused by the control, while the pointer rests on the strip, or while focus is in the section.
    [`${viewport}[data-paused] &, ${viewport}:hover &, ${root}:focus-within &`]: { animationPlayState: 'paused' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

const listBase = style({ listStyle: 'none', margin: 0, padding: 0 });

export const list = style([listBase, atoms({ display: 'flex', alignItems: 'center' })]);

export const item = style({
  flexShrink: 0,
  display: 'flex',
  justifyContent: 'center',
  selectors: { [`${list} &`]: { paddingInline: vars.space['4'] } },
});

/** Reduced motion: every mark at once, wrapping onto as many rows as the screen needs. */
export const wrapped = style([
  listBase,
  atoms({ display: 'grid', gap: { mobile: '3', tablet: '4' }, alignItems: 'center' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))' },
  { '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' } } },
]);

export const logo = style({
  display: 'block',
  height: vars.size.control.md,
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  '@media': { [media.tabletUp]: { height: vars.size.control.lg } },
  selectors: {
    // In the wrapped row each mark fills its cell's width, keeping its shape.
    [`${wrapped} &`]: { width: '100%', height: 'auto' },
  },
});
