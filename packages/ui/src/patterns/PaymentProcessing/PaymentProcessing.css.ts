import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';

export const screen = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '4' }),
  {
    minHeight: '60vh',
    padding: `${vars.space['12']} ${vars.space['4']}`,
    textAlign: 'center',
    '@media': { [media.tabletUp]: { minHeight: '70vh', padding: `${vars.space['16']} ${vars.space['8']}` } },
  },
]);

// The large spinner brings its own padding; pull it in so ring and heading read as one group.
export const spinner = style({ display: 'flex', margin: `calc(-1 * ${vars.space['4']}) 0` });

export const text = atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' });

export const message = style({ maxWidth: '32rem' });
