import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { card } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const panel = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '5' }),
  card({ shadow: 'md' }),
  {
    width: '100%',
    maxWidth: '28rem',
    marginInline: 'auto',
    padding: `${vars.space['6']} ${vars.space['5']}`,
    '@media': { [media.tabletUp]: { padding: vars.space['8'] } },
  },
]);

export const header = atoms({ display: 'flex', flexDirection: 'column', gap: '2', textAlign: 'center' });

export const lead = atoms({ color: 'secondary' });

export const email = style([
  atoms({ display: 'block', fontWeight: 'semibold', color: 'primary' }),
  { overflowWrap: 'anywhere' },
]);

export const resendRow = atoms({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
});
