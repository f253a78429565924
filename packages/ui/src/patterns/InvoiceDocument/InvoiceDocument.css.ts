import { globalStyle, style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { vars } from '../../theme/theme.css';

/** One sheet: a bordered page on screen, the bare page (no border, no shadow) on paper. */
export const invoice = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '5', tablet: '6' }, color: 'primary' }),
  {
    width: '100%',
    maxWidth: '48rem',
    marginInline: 'auto',
    padding: vars.space['5'],
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    '@media': {
      [media.tabletUp]: { padding: vars.space['10'] },
      print: { maxWidth: 'none', padding: 0, border: 'none', borderRadius: 0 },
    },
  },
]);

export const header = atoms({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});

export const title = atoms({ fontSize: '2xl', fontWeight: 'bold' });

/** The print button: on screen only. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const meta = style([
  atoms({ display: 'grid', gap: '3' }),
  {
    margin: 0,
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    paddingBlock: vars.space['4'],
    borderBlock: `1px solid ${vars.color.border.default}`,
  },
]);
globalStyle(`${meta} dt`, { fontSize: vars.font.size.xs, color: vars.color.text.secondary });
globalStyle(`${meta} dd`, { margin: 0, fontWeight: vars.font.weight.semibold });

/** Long gateway ids break anywhere rather than push the page wider than a phone. */
export const reference = style([atoms({ fontSize: 'sm' }), { overflowWrap: 'anywhere' }]);

export const parties = style([
  atoms({ display: 'grid', gap: '5' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' },
]);

export const party = atoms({ display: 'flex', flexDirection: 'column', gap: '1' });
export const line = style({ margin: 0, overflowWrap: 'anywhere' });

export const items = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${items} th, ${items} td`, {
  padding: `${vars.space['2']} ${vars.space['1']}`,
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border.default}`,
});
globalStyle(`${items} th`, { fontWeight: vars.font.weight.semibold, color: vars.color.text.secondary });

export const caption = style([
  atoms({ fontSize: 'xs', color: 'secondary' }),
  { textAlign: 'left', paddingBottom: vars.space['2'] },
]);
export const number = style({ textAlign: 'right' });
globalStyle(`${items} th${number}, ${items} td${number}`, { textAlign: 'right' });
globalStyle(`${items} td${number}`, { whiteSpace: 'nowrap' });

export const totalsSection = atoms({ display: 'flex', flexDirection: 'column', gap: '3' });

export const totals = style([
  atoms({ display: 'grid', gap: '2' }),
  { margin: 0, marginInlineStart: 'auto', width: '100%', maxWidth: '22rem' },
]);
globalStyle(`${totals} > div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space['4'] });
globalStyle(`${totals} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const grandTotal = style({
  paddingTop: vars.space['2'],
  borderTop: `2px solid ${vars.color.text.primary}`,
  fontWeight: vars.font.weight.bold,
});

export const words = style({ margin: 0, '@media': { [media.tabletUp]: { textAlign: 'right' } } });
export const wordsLabel = atoms({ fontWeight: 'semibold' });

export const notes = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'xs', color: 'secondary' }),
  { paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.border.default}` },
]);
