import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';

export const body = style([atoms({ display: 'flex', flexDirection: 'column', gap: '3' })]);
