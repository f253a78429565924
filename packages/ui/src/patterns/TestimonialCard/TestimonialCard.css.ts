import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { card as cardSurface } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const card = style([
  cardSurface({ shadow: 'sm' }),
  atoms({ display: 'flex', flexDirection: 'column', gap: '4' }),
  { height: '100%', margin: 0, padding: vars.space['5'], minWidth: 0 },
]);

export const stars = atoms({ display: 'inline-flex', gap: '1' });

const star = { width: vars.space['5'], height: vars.space['5'], strokeWidth: 1.5, strokeLinejoin: 'round' } as const;
/** A given star is filled; the rest are outlines, so the rating never rests on colour alone. */
export const starOn = style({ ...star, fill: vars.color.caution.rest, stroke: vars.color.caution.rest });
export const starOff = style({ ...star, fill: 'none', stroke: vars.color.border.strong });

export const quote = style([
  atoms({ fontSize: 'md', lineHeight: 'normal', color: 'primary' }),
  { flex: '1 1 auto', margin: 0, overflowWrap: 'anywhere' },
]);

export const author = atoms({ display: 'flex', alignItems: 'center', gap: '3' });

export const avatar = style([
  atoms({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 'lg',
    fontWeight: 'bold',
    color: 'inverse',
  }),
  {
    flexShrink: 0,
    width: vars.size.control.lg,
    height: vars.size.control.lg,
    borderRadius: vars.radius.full,
  },
]);

export const who = style([atoms({ display: 'flex', flexDirection: 'column' }), { minWidth: 0 }]);

export const name = style({ margin: 0, overflowWrap: 'anywhere' });

export const role = atoms({ fontSize: 'sm', color: 'secondary' });
