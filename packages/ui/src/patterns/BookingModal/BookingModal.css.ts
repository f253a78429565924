import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';
import { toneAction } from '../../tone/tone.css';

export const body = style([atoms({ display: 'flex', flexDirection: 'column', gap: '6' })]);

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

export const optional = style([
  atoms({ display: 'grid', gap: '4' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const footer = style([atoms({ display: 'flex', flexDirection: 'column', gap: '3' }), { width: '100%' }]);

export const submitRow = atoms({
  display: 'flex',
  flexDirection: { mobile: 'column', tablet: 'row' },
  alignItems: { tablet: 'center' },
  justifyContent: { tablet: 'flex-end' },
  gap: { mobile: '2', tablet: '4' },
});

/** "View Bookings" under the success notice: drawn like the notice's own action button. */
export const noticeLink = style([
  toneAction,
  { display: 'inline-block', marginTop: vars.space['2'], textDecoration: 'none' },
]);

/** Card or credits: two options side by side from tablets up. */
export const payOptions = style([
  atoms({ display: 'grid', gap: '3' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

/** A payment option's face: its name over a quieter detail line, left-aligned. */
export const payOption = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', textAlign: 'left' }),
  { width: '100%', padding: `${vars.space['3']} ${vars.space['4']}` },
]);

export const payDetail = atoms({ fontSize: 'sm' });
