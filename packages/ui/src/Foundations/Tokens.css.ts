// Layout of the Foundations pages (the token reference), not of any product component.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';
import { atoms } from '../theme/atoms.css';
import { listReset } from '../primitives/Stack/Stack.css';
import { codeFont } from './codeFont.css';

export const page = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '5', color: 'primary' }),
  { maxWidth: vars.size.content },
]);

export const intro = style([atoms({ display: 'flex', flexDirection: 'column', gap: '2' }), { maxWidth: '60rem' }]);

export const h1 = atoms({ fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight' });

export const h3 = atoms({ fontSize: 'md', fontWeight: 'semibold', lineHeight: 'snug' });

export const h2 = atoms({ fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'snug' });

export const lead = atoms({ color: 'secondary', fontSize: 'md', lineHeight: 'normal' });

export const section = atoms({ display: 'flex', flexDirection: 'column', gap: '3' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style([
  atoms({ display: 'flex', alignItems: 'center', gap: '3' }),
  {
    padding: vars.space['3'],
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.md,
    minWidth: 0,
  },
]);

export const swatch = style({
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.sm,
  // A hairline so white and near-white swatches stay visible on the white card.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
});

export const meta = style([
  atoms({ display: 'flex', flexDirection: 'column', fontSize: 'sm', lineHeight: 'tight' }),
  { minWidth: 0 },
]);

export const name = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const code = style([atoms({ fontSize: 'xs', color: 'secondary' }), codeFont, { overflowWrap: 'anywhere' }]);

export const states = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const state = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '0', fontSize: 'xs' }),
  { minWidth: 0 },
]);

/** Sample text on a state colour: 24 px, so the WCAG "large text" rule applies, as on our buttons' labels or better. */
export const chip = style([
  atoms({ display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '2xl', fontWeight: 'semibold' }),
  {
    minHeight: vars.size.control.md,
    borderRadius: vars.radius.md,
    boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
  },
]);

export const toneSample = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: '1px solid',
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
});

export const caption = style([
  atoms({ textAlign: 'left', fontSize: 'xl', fontWeight: 'semibold', color: 'primary' }),
  { paddingBottom: vars.space['2'] },
]);

export const th = style({
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border.strong}`,
  fontWeight: vars.font.weight.semibold,
  backgroundColor: vars.color.surfaceMuted,
  whiteSpace: 'nowrap',
});

export const td = style({
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  verticalAlign: 'middle',
});

export const sampleText = style({
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  whiteSpace: 'nowrap',
});

/** Variable names and values in tables stay on one line: they are copied, not read as prose. */
export const cellCode = style({ whiteSpace: 'nowrap' });

export const paragraphSample = style({ maxWidth: '32rem', color: vars.color.text.primary });

export const bar = style({
  height: vars.space['4'],
  backgroundColor: vars.color.brandAccent.rest,
  borderRadius: vars.radius.sm,
});

export const shapes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shape = atoms({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' });

export const radiusBox = style({
  height: '6rem',
  backgroundColor: vars.color.brandAccent.soft,
  border: `2px solid ${vars.color.brandAccent.rest}`,
});

export const shadowBox = style({
  height: '6rem',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
});

/** Two columns of tables on a desktop, so each page fits one review screen. */
export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const column = style([atoms({ display: 'flex', flexDirection: 'column', gap: '6' }), { minWidth: 0 }]);

/** The colour groups flow through columns (four on a desktop) and never split across two. */
export const colourColumns = style({ columnWidth: '16rem', columnGap: vars.space['6'] });

export const colourGroup = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '2' }),
  { breakInside: 'avoid', marginBottom: vars.space['4'] },
]);

export const tokenList = style([atoms({ display: 'flex', flexDirection: 'column', gap: '1' }), listReset]);

export const tokenRow = style([atoms({ display: 'flex', alignItems: 'center', gap: '2' }), { minWidth: 0 }]);

export const nameLine = atoms({ display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap', fontSize: 'sm' });

export const ratio = atoms({ fontSize: 'xs', color: 'secondary' });
