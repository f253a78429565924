import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';

export const body = style([atoms({ display: 'flex', flexDirection: 'column', gap: '3' })]);

export const when = style([atoms({ fontWeight: 'semibold', color: 'primary' }), { margin: 0 }]);

export const outcome = style({ margin: 0 });

export const note = style([atoms({ fontSize: 'sm', color: 'secondary' }), { margin: 0 }]);
