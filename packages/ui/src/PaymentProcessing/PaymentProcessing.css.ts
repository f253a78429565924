import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  minHeight: '60vh',
  padding: `${vars.space['12']} ${vars.space['4']}`,
  textAlign: 'center',
  '@media': {
    [media.tabletUp]: { minHeight: '70vh', padding: `${vars.space['16']} ${vars.space['8']}` },
  },
});

// The large spinner brings its own padding; pull it in so ring and heading read as one group.
export const spinner = style({ display: 'flex', margin: `calc(-1 * ${vars.space['4']}) 0` });

export const text = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space['2'] });

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size['3xl'] } },
});

export const message = style({
  maxWidth: '32rem',
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
});
