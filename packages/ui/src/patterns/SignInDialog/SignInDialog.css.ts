import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const passwordBlock = atoms({ display: 'flex', flexDirection: 'column', gap: '1' });

export const forgot = style([
  atoms({ display: 'flex', justifyContent: 'flex-end' }),
  // The ghost button's own padding would push its text off the field's right edge.
  { marginInlineEnd: `calc(-1 * ${vars.space['3']})` },
]);
