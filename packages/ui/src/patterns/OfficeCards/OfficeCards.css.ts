import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { cardGrid } from '../../theme/cardGrid';
import { card as cardSurface } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const grid = style(cardGrid());

export const card = style([
  cardSurface({ shadow: 'sm' }),
  atoms({ display: 'flex', flexDirection: 'column' }),
  { overflow: 'hidden', minWidth: 0 },
]);

/** The drawn map keeps its 8:5 shape at any width (width and height attributes set: no layout shift). */
export const map = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderBottom: `1px solid ${vars.color.border.default}`,
});

export const body = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2' }),
  { padding: vars.space['5'], flex: '1 1 auto' },
]);

export const title = style([
  atoms({ fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'snug', color: 'primary' }),
  { margin: 0 },
]);

export const address = style([
  atoms({ display: 'flex', flexDirection: 'column', fontSize: 'md', color: 'primary' }),
  { fontStyle: 'normal' },
]);

export const line = style({ overflowWrap: 'anywhere' });

export const visiting = style([atoms({ fontSize: 'sm', color: 'secondary' }), { margin: 0 }]);

export const linkRow = style([
  atoms({ display: 'flex', alignItems: 'center', gap: '1' }),
  { margin: 0, marginTop: 'auto', paddingTop: vars.space['2'], color: vars.color.text.link },
]);
