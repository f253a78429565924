import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: `${vars.space['8']} ${vars.space['5']}`,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tabletUp]: { padding: `${vars.space['10']} ${vars.space['8']}` } },
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.caution.soft,
  color: vars.color.caution.rest,
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const message = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const action = style({ marginTop: vars.space['2'] });
