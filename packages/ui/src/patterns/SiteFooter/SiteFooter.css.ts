import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { media } from '../../theme/media';
import { atoms } from '../../theme/atoms.css';

export const footer = style({
  marginTop: vars.space['16'],
  backgroundColor: vars.color.text.primary,
  color: vars.color.text.inverse,
  // The bottom padding leaves room for the floating Membership Plans button, so it never
  // covers a footer link when the page cannot scroll further.
  padding: `${vars.space['10']} ${vars.space['4']} calc(${vars.space['16']} + ${vars.size.control.lg})`,
  // Below every page's first screen: laid out and painted only once it nears it (still read and reached by Tab).
  // Until then it takes about its height (about 1,000 px on a phone, 550 px from tablets up).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 1000px',
  '@media': { [media.tabletUp]: { containIntrinsicSize: 'auto 550px' } },
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '2fr 1fr 1fr' } },
});

export const heading = style({ marginBottom: vars.space['3'] });

export const text = style({ opacity: 0.92 });

export const badges = style([atoms({ display: 'flex', flexWrap: 'wrap', gap: '3' }), { marginTop: vars.space['4'] }]);

export const badge = style([
  atoms({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    lineHeight: 'tight',
    color: 'inverse',
  }),
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border.strong}`,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.text.inverse } },
  },
]);

export const badgeSmall = style({ display: 'block', fontSize: vars.font.size.xs, opacity: 0.85 });

export const bottom = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  marginTop: vars.space['8'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border.strong}`,
});

/** Crisis help first, in the footer's column width. */
export const crisis = style({ maxWidth: vars.size.content, marginInline: 'auto', marginBottom: vars.space['8'] });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A badge for an app that does not exist yet: quieter, and no hover (it links nowhere). */
export const badgeSoon = style({
  opacity: 0.8,
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});
