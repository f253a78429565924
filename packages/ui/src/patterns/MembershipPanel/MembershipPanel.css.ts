import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';
import { card as cardSurface } from '../../theme/surface.css';

export const panel = style([
  cardSurface({ shadow: 'sm' }),
  atoms({ display: 'flex', flexDirection: 'column', gap: '4' }),
  { padding: vars.space['5'], '@media': { [media.tabletUp]: { padding: vars.space['6'] } } },
]);

export const centred = style([panel, atoms({ alignItems: 'center' }), { textAlign: 'center' }]);

export const header = style([atoms({ display: 'flex', alignItems: 'center', gap: '3' }), { flexWrap: 'wrap' }]);

export const name = atoms({ fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'snug', color: 'primary' });

export const fields = style([
  atoms({ display: 'grid', gap: '3' }),
  {
    margin: 0,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const field = style([atoms({ display: 'flex', flexDirection: 'column', gap: '1' })]);

export const term = atoms({ fontSize: 'sm', color: 'secondary' });

export const value = style([atoms({ fontSize: 'md', fontWeight: 'semibold', color: 'primary' }), { margin: 0 }]);

export const sectionTitle = atoms({ fontSize: 'lg', fontWeight: 'semibold', color: 'primary' });

export const benefits = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', color: 'secondary' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

export const benefit = atoms({ display: 'flex', alignItems: 'center', gap: '2' });

export const benefitIcon = style({ color: vars.color.positive.rest, flexShrink: 0 });

export const stateIcon = style({ color: vars.color.brandAccent.rest });
