import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

/** A calm, clearly set-apart band: warm, not alarming, readable on the dark footer and on a light page. */
export const strip = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2' }),
  {
    padding: `${vars.space['4']} ${vars.space['5']}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.warmAccent.soft,
    color: vars.color.text.primary,
    '@media': { [media.tabletUp]: { padding: `${vars.space['5']} ${vars.space['6']}` } },
  },
]);

export const heading = atoms({ fontSize: 'md', fontWeight: 'semibold', color: 'primary' });

export const message = style([atoms({ fontSize: 'sm', color: 'primary' }), { margin: 0 }]);

export const lines = style([
  atoms({ display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'sm' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

/** A helpline's name and numbers stay together; a number never breaks across lines. */
export const line = style({ whiteSpace: 'nowrap' });

export const number = style([
  atoms({ fontWeight: 'bold' }),
  { color: vars.color.text.primary, textDecorationThickness: '2px', textUnderlineOffset: '3px' },
]);
