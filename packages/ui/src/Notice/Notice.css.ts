import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  // Width and style only: the colour comes from the tone (toneSurface), whatever the sheet order.
  borderWidth: '1px',
  borderStyle: 'solid',
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

// Centres the 20 px icon on the first 24 px line of text.
export const icon = style({ marginTop: '0.125rem' });

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  '@media': {
    [media.tabletUp]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['4'],
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const title = style({ fontWeight: vars.font.weight.semibold });

export const action = style({
  flexShrink: 0,
  minHeight: vars.size.control.sm,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  // The tone's text colour on the surface colour: the same 4.5:1 pair as the message.
  color: 'inherit',
  backgroundColor: vars.color.surface,
  border: '1px solid currentColor',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  // Pulls the 32 px target up so its icon sits on the first line.
  margin: `calc(-1 * ${vars.space['1']}) calc(-1 * ${vars.space['2']}) calc(-1 * ${vars.space['1']}) 0`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surface } },
});
