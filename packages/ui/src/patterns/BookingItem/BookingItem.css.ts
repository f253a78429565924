import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';
import { card as cardSurface } from '../../theme/surface.css';

export const item = style([
  cardSurface({ shadow: 'sm' }),
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  { padding: vars.space['4'], '@media': { [media.tabletUp]: { padding: vars.space['5'] } } },
]);

export const header = style([
  atoms({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' }),
  { flexWrap: 'wrap' },
]);

export const title = atoms({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'snug', color: 'primary' });

export const details = style([
  atoms({ display: 'flex', gap: '3', fontSize: 'sm', color: 'secondary' }),
  { margin: 0, flexWrap: 'wrap' },
]);

export const detail = style([atoms({ display: 'flex', alignItems: 'center', gap: '1' }), { margin: 0 }]);

export const value = style({ margin: 0 });

export const actions = style([atoms({ display: 'flex', alignItems: 'center', gap: '3' }), { flexWrap: 'wrap' }]);

export const noLink = atoms({ display: 'flex', alignItems: 'center', gap: '1' });

/** A cancelled session's money, after its icon. */
export const outcome = atoms({ display: 'flex', alignItems: 'center', gap: '1' });
