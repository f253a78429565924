import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';
import { toneAction, toneMessage } from '../../tone/tone.css';

export const notice = style([
  toneMessage,
  // Width and style only: the colour comes from the tone (toneSurface), whatever the sheet order.
  {
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.md,
  },
]);

/** The text and the action: stacked on phones, side by side from tablets up. */
export const main = style([
  atoms({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    alignItems: { mobile: 'flex-start', tablet: 'center' },
    justifyContent: { tablet: 'space-between' },
    gap: { mobile: '2', tablet: '4' },
  }),
  { flex: '1 1 auto', minWidth: 0 },
]);

export const text = style([atoms({ display: 'flex', flexDirection: 'column', gap: '1' }), { minWidth: 0 }]);

export const action = style([
  toneAction,
  { flexShrink: 0, minHeight: vars.size.control.sm, fontFamily: 'inherit', cursor: 'pointer', whiteSpace: 'nowrap' },
]);

// Pulls the 32 px target up so its icon sits on the first line.
export const dismiss = style({
  margin: `calc(-1 * ${vars.space['1']}) calc(-1 * ${vars.space['2']}) calc(-1 * ${vars.space['1']}) 0`,
});
