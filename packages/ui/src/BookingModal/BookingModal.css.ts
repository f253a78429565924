import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});

// Phones: the booking dialog becomes a full-screen sheet, so the day row, the slots and the pinned
// footer with "Book & Pay Now" get the whole screen. Dialog has no sheet option yet; this scoped rule
// (only the dialog that holds this body) does it until one exists.
globalStyle(`[role="dialog"]:has(${body})`, {
  '@media': {
    // Not media.mobile: vanilla-extract rejects its calc() inside a media query.
    [`not ${media.tabletUp}`]: {
      width: '100%',
      maxWidth: 'none',
      height: '100%',
      maxHeight: 'none',
      borderRadius: 0,
    },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const hint = style({
  padding: vars.space['4'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const stepTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const optional = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
});

export const submitRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  '@media': {
    [media.tabletUp]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space['4'] },
  },
});

export const missing = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  textAlign: 'center',
  '@media': { [media.tabletUp]: { textAlign: 'right' } },
});

export const noticeLink = style({
  display: 'inline-block',
  marginTop: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: 'inherit',
  backgroundColor: vars.color.surface,
  border: '1px solid currentColor',
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
