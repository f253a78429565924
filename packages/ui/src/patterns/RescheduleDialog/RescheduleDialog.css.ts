import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { atoms } from '../../theme/atoms.css';

export const body = style([atoms({ display: 'flex', flexDirection: 'column', gap: '5' })]);

/** The session as it is booked now: a quiet panel above the picker. */
export const current = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '1' }),
  {
    margin: 0,
    padding: vars.space['3'],
    backgroundColor: vars.color.surfaceMuted,
    borderRadius: vars.radius.md,
  },
]);

export const currentLabel = atoms({ fontSize: 'sm', color: 'secondary' });

export const currentWhen = atoms({ fontWeight: 'semibold', color: 'primary' });

// The footer (notices above, the submit row below) is the booking modal's, as the slot picker is.
export { footer, submitRow } from '../BookingModal/BookingModal.css';
