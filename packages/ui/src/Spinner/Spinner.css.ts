import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

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
    // A still ring would read as "stuck"; a slow pulse of opacity still says "working".
    '(prefers-reduced-motion: reduce)': { animation: 'none', borderRightColor: 'currentColor', opacity: 0.6 },
  },
});

export const large = style({ fontSize: vars.font.size['4xl'], color: vars.color.brandAccent.rest });

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['8'],
  color: vars.color.text.secondary,
});
