import { globalStyle, style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

export const panelSizes = '(min-width: 768px) 24rem, 1px';

/** The list, and from tablets up the picture panel beside it. */
export const layout = style([
  atoms({ display: 'grid', gap: { mobile: '4', tablet: '8' }, alignItems: 'flex-start' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
  },
]);

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border.default}`,
});

export const item = style({ borderBottom: `1px solid ${vars.color.border.default}` });

export const link = style([
  atoms({ display: 'flex', alignItems: 'center', gap: '4' }),
  {
    padding: `${vars.space['4']} ${vars.space['2']}`,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.md,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: { '&:hover': { backgroundColor: vars.color.neutral.hover } },
    // The item whose picture shows: marked only where the picture is beside the list.
    '@media': {
      [media.tabletUp]: { selectors: { [`${item}[data-active] &`]: { backgroundColor: vars.color.brandAccent.soft } } },
    },
  },
]);

/** Phones only: each item's own small picture (there is no hover to show the panel's). */
export const thumb = style({
  flex: '0 0 auto',
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  '@media': { [media.tabletUp]: { display: 'none' } },
});

globalStyle(`${thumb} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const text = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '1' }),
  { flex: '1 1 auto', minWidth: 0 },
]);

export const title = style([
  atoms({ fontSize: { mobile: 'lg', tablet: 'xl' }, fontWeight: 'semibold', lineHeight: 'snug', color: 'primary' }),
  { selectors: { [`${link}:hover &`]: { textDecoration: 'underline' } } },
]);

export const description = atoms({ fontSize: 'sm', color: 'secondary' });

export const chevron = style({ flex: '0 0 auto', color: vars.color.text.link });

/** Tablets up: the active item's picture, the others stacked under it, faded out. */
export const panel = style({
  display: 'none',
  position: 'sticky',
  top: vars.space['8'],
  // The services' pictures are drawn 4:5 (portrait).
  aspectRatio: '4 / 5',
  width: '100%',
  maxWidth: '24rem',
  justifySelf: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [media.tabletUp]: { display: 'grid' } },
});

export const panelImage = style({
  gridArea: '1 / 1',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { '&[data-active]': { opacity: 1 } },
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
