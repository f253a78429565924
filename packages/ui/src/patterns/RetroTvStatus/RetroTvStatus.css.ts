import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';
import { tonePalette } from '../../tone/tone.css';

// The television is our own drawing in CSS: a wooden cabinet, a rounded screen with scanlines,
// an antenna, two knobs and a speaker grille. Every colour and size comes from the tokens.

const half = `calc(${vars.space['1']} / 2)`;

export const panel = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '6', textAlign: 'center' }),
  {
    maxWidth: '40rem',
    marginInline: 'auto',
    padding: `${vars.space['8']} ${vars.space['4']}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['12']} ${vars.space['8']}` } },
  },
]);

/** The way on: "Return to Home", and first the way back once online again (they wrap on a narrow phone). */
export const actions = atoms({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '3',
});

export const live = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '6' }),
  { width: '100%' },
]);

export const tv = style({
  position: 'relative',
  width: '100%',
  maxWidth: '24rem',
  // Room above the cabinet for the antenna.
  paddingTop: vars.space['16'],
});

export const antenna = style({
  position: 'absolute',
  top: vars.space['2'],
  left: '50%',
  width: 0,
  height: vars.space['16'],
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      bottom: 0,
      left: `calc(-1 * ${half})`,
      width: vars.space['1'],
      height: '100%',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border.strong,
      transformOrigin: 'bottom center',
    },
    '&::before': { transform: 'rotate(-32deg)' },
    '&::after': { transform: 'rotate(28deg)' },
  },
});

/** The round base the two rods stand on. */
export const antennaBase = style({
  position: 'absolute',
  top: `calc(${vars.space['16']} - ${vars.space['4']})`,
  left: '50%',
  width: vars.space['10'],
  height: vars.space['5'],
  transform: 'translateX(-50%)',
  borderRadius: `${vars.radius.full} ${vars.radius.full} 0 0`,
  backgroundColor: vars.color.text.primary,
});

export const cabinet = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.warmAccent.active,
  // A lighter inner edge and a deep shadow give the cabinet its wooden, boxy look.
  boxShadow: `inset 0 0 0 ${vars.space['1']} ${vars.color.warmAccent.rest}, ${vars.shadow.lg}`,
});

export const screen = style({
  position: 'relative',
  flex: '1 1 auto',
  minWidth: 0,
  aspectRatio: '4 / 3',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['3'],
  overflow: 'hidden',
  // The curved glass of an old tube.
  borderRadius: `${vars.radius.xl} / ${vars.radius.lg}`,
  border: `${vars.space['1']} solid ${vars.color.text.primary}`,
  backgroundColor: vars.color.text.primary,
  selectors: {
    // Scanlines over the whole screen, text included, as on a real tube.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${half}, ${vars.color.overlay} ${half}, ${vars.color.overlay} ${vars.space['1']})`,
    },
  },
});

const noiseDrift = keyframes({
  '0%': { backgroundPosition: '0 0, 0 0' },
  '25%': { backgroundPosition: `${vars.space['2']} ${vars.space['1']}, ${vars.space['1']} ${vars.space['3']}` },
  '50%': { backgroundPosition: `${vars.space['1']} ${vars.space['3']}, ${vars.space['3']} ${vars.space['1']}` },
  '75%': { backgroundPosition: `${vars.space['3']} ${vars.space['2']}, ${vars.space['2']} ${vars.space['2']}` },
  '100%': { backgroundPosition: '0 0, 0 0' },
});

const dot = `calc(${vars.space['1']} / 4)`;
const dotEdge = `calc(${vars.space['1']} * 0.375)`;
const speck = (amount: string) => `color-mix(in srgb, ${vars.color.text.inverse} ${amount}, transparent)`;

export const screenState = styleVariants({
  // Not known yet: the tube is on but dark.
  checking: {},
  online: {
    // A soft glow from the middle of the tube.
    backgroundImage: `radial-gradient(ellipse at center, color-mix(in srgb, ${vars.color.brandAccent.rest} 45%, ${vars.color.text.primary}) 0%, ${vars.color.text.primary} 75%)`,
  },
  offline: {
    // Static: two dot lattices of different pitch read as snow.
    backgroundImage: [
      `radial-gradient(${speck('28%')} ${dot}, transparent ${dotEdge})`,
      `radial-gradient(${speck('16%')} ${dot}, transparent ${dotEdge})`,
    ].join(', '),
    backgroundSize: `${vars.space['1']} ${vars.space['1']}, calc(${vars.space['1']} * 1.5) calc(${vars.space['2']} * 0.75)`,
    // The snow only moves for readers who have not asked for reduced motion.
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${noiseDrift} ${vars.motion.duration.slow} steps(4) infinite`,
      },
    },
  },
});

// Balanced lines on a narrow screen ("You are / connected :)"), not a smiley alone on the second line.
export const screenText = style({ position: 'relative', zIndex: 1, letterSpacing: '0.02em', textWrap: 'balance' });

/** The words glow in the tone's colours: success when connected, warning when offline. */
export const screenTextTone = styleVariants(tonePalette, (c) => ({
  color: c.border,
  textShadow: `0 0 ${vars.space['3']} ${c.rest}`,
}));

export const screenTextOffline = style({
  // A dark band behind the words keeps them readable over the snow.
  backgroundColor: vars.color.text.primary,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
});

export const controls = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' }),
  { flex: '0 0 auto', width: vars.space['12'], paddingBlock: vars.space['2'] },
]);

export const knob = style({
  position: 'relative',
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  border: `${half} solid ${vars.color.border.strong}`,
  boxShadow: vars.shadow.md,
  selectors: {
    // The knob's pointer line.
    '&::after': {
      content: '""',
      position: 'absolute',
      top: vars.space['1'],
      left: `calc(50% - ${half})`,
      width: vars.space['1'],
      height: vars.space['3'],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.text.primary,
    },
  },
});

export const knobTurned = style({ transform: 'rotate(120deg)' });

export const grille = style({
  flex: '1 1 auto',
  width: vars.space['8'],
  minHeight: vars.space['8'],
  borderRadius: vars.radius.sm,
  backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.text.primary} 0, ${vars.color.text.primary} ${half}, transparent ${half}, transparent ${vars.space['1']})`,
});

export const legs = style({
  display: 'flex',
  justifyContent: 'space-between',
  paddingInline: vars.space['10'],
  selectors: {
    '&::before, &::after': {
      content: '""',
      width: vars.space['3'],
      height: vars.space['5'],
      backgroundColor: vars.color.text.primary,
      borderRadius: `0 0 ${vars.radius.sm} ${vars.radius.sm}`,
    },
    '&::before': { transform: 'skewX(12deg)' },
    '&::after': { transform: 'skewX(-12deg)' },
  },
});

/**
 * Every state's message in one grid cell, so the cell is as tall as the longest at any width: the prerendered page's
 * short "Checking your connection…" made way for two lines once the browser answered, and moved the button and the
 * footer (CLS 0.023 on a phone).
 */
export const messages = style({ display: 'grid', maxWidth: '32rem' });

export const message = style({ gridArea: '1 / 1' });

/** A message of another state: it only holds its space (hidden from screen readers too). */
export const messageReserved = style({ visibility: 'hidden' });
