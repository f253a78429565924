import { style } from '@vanilla-extract/css';
import { codeFont } from '../../Foundations/codeFont.css';
import { vars } from '../../theme/theme.css';

export const sample = style({ color: vars.color.text.secondary, fontSize: vars.font.size.lg });

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space['3'],
  maxWidth: '60rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text.primary,
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  // The logo draws its own white lines: a surface behind every drawing shows it as it is used.
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});

export const name = style([codeFont, { fontSize: vars.font.size.xs, color: vars.color.text.secondary }]);
