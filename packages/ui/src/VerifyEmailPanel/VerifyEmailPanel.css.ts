import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  width: '100%',
  maxWidth: '28rem',
  marginInline: 'auto',
  padding: `${vars.space['6']} ${vars.space['5']}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [media.tabletUp]: { padding: vars.space['8'] } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size['3xl'] } },
});

export const lead = style({
  color: vars.color.text.secondary,
});

export const email = style({
  display: 'block',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const resendRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
