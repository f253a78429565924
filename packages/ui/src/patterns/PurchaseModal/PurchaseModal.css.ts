import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { atoms } from '../../theme/atoms.css';

export const body = atoms({ display: 'flex', flexDirection: 'column', gap: '4' });

export const cardImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const features = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', color: 'secondary' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

export const feature = atoms({ display: 'flex', alignItems: 'center', gap: '2' });

export const featureIcon = style({ color: vars.color.positive.rest, flexShrink: 0 });
