// Layout of the Foundations pages (the token reference), not of any product component.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxWidth: vars.size.content,
  color: vars.color.text.primary,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxWidth: '60rem' });

export const h1 = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const h3 = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const h2 = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const lead = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const swatch = style({
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.sm,
  // A hairline so white and near-white swatches stay visible on the white card.
  boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const name = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const code = style({
  fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const states = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0'],
  fontSize: vars.font.size.xs,
  minWidth: 0,
});

/** Sample text on a state colour: 24 px, so the WCAG "large text" rule applies, as on our buttons' labels or better. */
export const chip = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.control.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.semibold,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
});

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

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space['2'],
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

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

export const shape = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
});

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

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], minWidth: 0 });

/** The colour groups flow through columns (four on a desktop) and never split across two. */
export const colourColumns = style({ columnWidth: '16rem', columnGap: vars.space['6'] });

export const colourGroup = style({
  breakInside: 'avoid',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginBottom: vars.space['4'],
});

export const tokenList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tokenRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

export const nameLine = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  fontSize: vars.font.size.sm,
});

export const ratio = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });
