import { style, styleVariants } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { tonePalette } from '../../tone/tone.css';
import { vars } from '../../theme/theme.css';

/** A rounded mark beside a title: its words carry the status, the tone's colours only repeat it. */
export const root = style([
  atoms({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'semibold' }),
  // The border takes the text's colour; each tone below sets only the surface and the text.
  { border: '1px solid currentColor', borderRadius: vars.radius.full, whiteSpace: 'nowrap' },
]);

export const size = styleVariants({
  small: [atoms({ fontSize: 'xs' }), { padding: `${vars.space['1']} ${vars.space['2']}` }],
  medium: [atoms({ fontSize: 'sm' }), { padding: `${vars.space['1']} ${vars.space['3']}` }],
});

export const tone = {
  ...styleVariants(tonePalette, (c) => ({ backgroundColor: c.soft, color: c.text })),
  /** A quiet mark (a cancelled booking): greyed, the words carry it. */
  neutral: style({
    backgroundColor: vars.color.neutral.disabled,
    borderColor: vars.color.border.default,
    color: vars.color.text.secondary,
  }),
};
