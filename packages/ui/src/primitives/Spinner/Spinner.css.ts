import { keyframes, style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '0.15em solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: '-0.125em',
  '@media': {
    // No spinning for readers who asked for less motion: the ring keeps its gap, so it still reads as
    // a "loading" mark, and the status label says the rest.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const large = style({ fontSize: vars.font.size['4xl'], color: vars.color.brandAccent.rest });

export const block = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', color: 'secondary' }),
  { padding: vars.space['8'] },
]);
