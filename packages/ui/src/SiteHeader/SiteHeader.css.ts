import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const header = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.nav,
    backgroundColor: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border.default}`,
    transition: `box-shadow ${vars.motion.duration.normal}, padding ${vars.motion.duration.normal}`,
  },
  variants: {
    compact: {
      false: { paddingBlock: vars.space['3'] },
      true: { paddingBlock: vars.space['1'], boxShadow: vars.shadow.md },
    },
  },
});

export const bar = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: vars.size.control.lg,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.xl,
  color: vars.color.brandAccent.rest,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const links = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space['1'],
  '@media': { [media.tabletUp]: { display: 'flex' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.neutral.hover },
    '&[aria-current="page"]': { color: vars.color.brandAccent.rest, backgroundColor: vars.color.brandAccent.soft },
  },
});

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text.primary,
  cursor: 'pointer',
  '@media': { [media.tabletUp]: { display: 'none' } },
});

export const mobilePanel = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['4']} ${vars.space['4']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  borderTop: `1px solid ${vars.color.border.default}`,
  '@media': { [media.tabletUp]: { display: 'none' } },
});

export const mobileLink = style([
  link,
  { width: '100%', minHeight: vars.size.control.lg, fontSize: vars.font.size.lg },
]);
