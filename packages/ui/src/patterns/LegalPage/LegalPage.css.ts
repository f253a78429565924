import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

/** One readable column (about 70 characters a line), centred under the page's banner. */
export const page = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '8', tablet: '10' } }),
  {
    width: '100%',
    maxWidth: '46rem',
    marginInline: 'auto',
    padding: `${vars.space['8']} ${vars.space['4']} ${vars.space['16']}`,
    '@media': { [media.tabletUp]: { padding: `${vars.space['12']} ${vars.space['6']} ${vars.space['16']}` } },
  },
]);

export const stamp = atoms({ fontSize: 'sm', color: 'secondary' });

/** The few sentences that matter most, set apart before the full text. */
export const summary = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  {
    padding: `${vars.space['5']} ${vars.space['6']}`,
    borderLeft: `4px solid ${vars.color.brandAccent.rest}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.brandAccent.soft,
  },
]);

export const toc = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2' }),
  { paddingBottom: vars.space['6'], borderBottom: `1px solid ${vars.color.border.default}` },
]);

export const tocList = style([
  atoms({ display: 'grid', gap: '2' }),
  {
    margin: 0,
    paddingLeft: vars.space['5'],
    '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['8'] } },
  },
]);

export const section = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  // Room above a heading reached from the contents, besides the site's scroll padding (its sticky header).
  { scrollMarginTop: vars.space['8'] },
]);

export const heading = atoms({ fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'snug', color: 'primary' });

export const text = style([atoms({ lineHeight: 'normal', color: 'primary' }), { margin: 0 }]);

export const list = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2', lineHeight: 'normal', color: 'primary' }),
  { margin: 0, paddingLeft: vars.space['6'] },
]);

export const contact = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  {
    padding: vars.space['6'],
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
  },
]);

export const address = style([atoms({ lineHeight: 'normal', color: 'secondary' }), { fontStyle: 'normal' }]);
