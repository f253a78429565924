import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

// <img sizes>: how wide each picture is drawn, so the browser fetches the nearest file.
export const gridSizes = '(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw';
export const featuredSizes = '(min-width: 768px) 50vw, 100vw';
export const slideSizes = '100vw';
export const lightboxSizes = '(min-width: 1280px) 1200px, 100vw';

export const root = style([atoms({ display: 'flex', flexDirection: 'column', gap: '4' }), { minWidth: 0 }]);

/** Tablet: two columns under a wide first image. Desktop: four, the first image two by two (16 cells, 13 images). */
export const grid = style([
  atoms({ display: 'grid', gap: { mobile: '3', tablet: '4' } }),
  {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [media.desktopUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
]);

export const cell = style({ aspectRatio: '3 / 2', minWidth: 0 });

export const featuredCell = style({
  gridColumn: 'span 2',
  aspectRatio: '3 / 2',
  minWidth: 0,
  '@media': { [media.desktopUp]: { gridRow: 'span 2', aspectRatio: 'auto' } },
});

/** Each image is a button that opens the lightbox. */
export const tile = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  cursor: 'zoom-in',
  backgroundColor: vars.color.surfaceMuted,
});

export const image = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '100%',
    transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  },
  variants: {
    fit: {
      cover: {
        objectFit: 'cover',
        selectors: { [`${tile}:hover &`]: { transform: 'scale(1.03)' } },
        '@media': { [media.reducedMotion]: { transition: 'none' } },
      },
      contain: { objectFit: 'contain' },
    },
  },
});

/** Phones: one image at a time. */
export const carousel = atoms({ display: 'flex', flexDirection: 'column', gap: '3' });

export const slide = style({ aspectRatio: '3 / 2', minWidth: 0 });

/** Previous, where we are, Next; in the lightbox just the two buttons at either side. */
export const controls = style([
  atoms({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
  { flexShrink: 0 },
]);

export const position = style([atoms({ fontSize: 'sm', fontWeight: 'semibold', color: 'secondary' }), { margin: 0 }]);

/** The lightbox's body: the picture fills what the dialog leaves, the buttons under it. */
export const lightbox = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { height: '100%', minHeight: 0 },
]);

export const stage = style({
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});
