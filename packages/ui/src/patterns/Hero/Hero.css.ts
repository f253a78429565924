import { keyframes, style } from '@vanilla-extract/css';
import { button } from '../../primitives/Button/Button.css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

export const root = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: { mobile: '4', tablet: '6' } }),
  atoms({ textAlign: 'center' }),
  {
    padding: `${vars.space['10']} ${vars.space['4']}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['16']} ${vars.space['8']}` } },
  },
]);

/** The real headline and the typing layer share one grid cell, so they wrap and sit exactly alike. */
export const headline = style([atoms({ display: 'grid' }), { margin: 0, maxWidth: '18ch', letterSpacing: '-0.02em' }]);

export const headlineText = style({
  gridArea: '1 / 1',
  transition: `color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  // While the layer types over it, the real headline shows as a quieter ghost (still readable).
  selectors: { '&[data-ghost]': { color: vars.color.text.muted } },
});

export const typedLayer = style({ gridArea: '1 / 1', color: vars.color.text.primary, pointerEvents: 'none' });

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

/** The untyped rest of the headline: hidden, with the caret drawn at its start. */
export const untyped = style({
  position: 'relative',
  visibility: 'hidden',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '0.14em',
      height: '0.96em',
      width: '0.06em',
      visibility: 'visible',
      backgroundColor: vars.color.brandAccent.rest,
      animation: `${blink} 900ms steps(1, end) infinite`,
    },
  },
});

/** "Welcome": its accent underline draws in when its turn comes. */
export const welcome = style([
  atoms({ fontSize: { mobile: '2xl', tablet: '3xl' }, fontWeight: 'semibold', lineHeight: 'tight' }),
  {
    position: 'relative',
    margin: 0,
    paddingBottom: vars.space['1'],
    color: vars.color.warmAccent.active,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: vars.space['1'],
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.warmAccent.rest,
        transform: 'scaleX(0)',
        transformOrigin: 'left center',
        transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
      },
      '&[data-shown]::after': { transform: 'scaleX(1)' },
    },
  },
]);

// Balanced lines break near the middle in Inter and in its stand-in alike, so the swap to Inter moves no word.
export const intro = style({ maxWidth: '36rem', perspective: '40rem', textWrap: 'balance' });

const flipIn = keyframes({
  from: { transform: 'rotateX(-75deg)' },
  to: { transform: 'rotateX(0deg)' },
});

/** A flipping word and the punctuation after it, on one line. */
export const wordWithPunctuation = style({ whiteSpace: 'nowrap' });

/** An intro word: it flips in on its turn and keeps the accent colour after. */
export const word = style([
  atoms({ fontWeight: 'semibold' }),
  {
    display: 'inline-block',
    color: vars.color.text.primary,
    transformOrigin: '50% 60%',
    selectors: {
      '&[data-flip]': { color: vars.color.brandAccent.active },
      '&[data-flip="now"]': { animation: `${flipIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
    },
  },
]);

export const action = style({ paddingTop: vars.space['2'] });

export const cta = style([
  button({ variant: 'warm', size: 'large' }),
  {
    transition: `box-shadow ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
    selectors: { [`${action}[data-glow] &`]: { boxShadow: `0 0 0 ${vars.space['2']} ${vars.color.warmAccent.soft}` } },
  },
]);
