import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const root = atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '4', tablet: '6' } });

export const head = atoms({ display: 'flex', flexDirection: 'column', gap: '2', textAlign: 'center' });

export const heading = style([
  atoms({ fontSize: { mobile: '2xl', tablet: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', color: 'primary' }),
  { margin: 0 },
]);

export const intro = style([atoms({ fontSize: 'md', color: 'secondary' }), { margin: 0 }]);

export const empty = style([
  atoms({ fontSize: 'md', color: 'secondary', textAlign: 'center' }),
  { margin: 0, padding: vars.space['6'], borderRadius: vars.radius.lg, backgroundColor: vars.color.surfaceMuted },
]);

export const action = atoms({ display: 'flex', justifyContent: 'center' });
