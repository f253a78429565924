import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';

/** The step's heading takes focus on every step change, so it is announced; it is not a control. */
export const stepHeading = style({ selectors: { '&:focus': { outline: 'none' } } });

export const email = style([atoms({ fontWeight: 'semibold', color: 'primary' }), { overflowWrap: 'anywhere' }]);
