import { keyframes, style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const grid = style([
  atoms({ display: 'grid', gap: { mobile: '2', tablet: '3' } }),
  // Every row as tall as the tallest, so captioned (past, booked) slots do not make ragged rows.
  { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gridAutoRows: '1fr', margin: 0, padding: 0, listStyle: 'none' },
]);

export const slot = style({ display: 'grid' });

export const struck = style({ textDecoration: 'line-through', textDecorationThickness: '2px' });

export const caption = atoms({ fontSize: 'xs', fontWeight: 'medium' });

/** The reader's own clock outside India, under the Indian time. */
export const localTime = atoms({ fontSize: 'xs', fontWeight: 'regular' });

/** "Held for you": the words carry it (not colour); bold so it reads as a mark on an open slot. */
export const heldCaption = atoms({ fontSize: 'xs', fontWeight: 'bold' });

export const empty = style({
  margin: 0,
  padding: vars.space['6'],
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const skeleton = style({
  minHeight: vars.size.control.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const loading = atoms({ display: 'flex', flexDirection: 'column', gap: '3' });

export const loadingText = atoms({ display: 'flex', alignItems: 'center', gap: '2' });
