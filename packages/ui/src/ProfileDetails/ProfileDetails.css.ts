import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { media } from '../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
});

export const centred = style({ display: 'flex', justifyContent: 'center' });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
  boxShadow: vars.shadow.sm,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandAccent.soft,
  color: vars.color.brandAccent.active,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const identity = style({ flex: '1 1 12rem', minWidth: 0 });

export const name = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const email = style({
  marginTop: vars.space['1'],
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    border: '1px solid',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
  },
  variants: {
    verified: {
      true: {
        backgroundColor: vars.color.positive.soft,
        borderColor: vars.color.positive.border,
        color: vars.color.positive.text,
      },
      false: {
        backgroundColor: vars.color.caution.soft,
        borderColor: vars.color.caution.border,
        color: vars.color.caution.text,
      },
    },
  },
});

export const badgeIcon = style({ width: vars.space['4'], height: vars.space['4'] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const sectionTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size.xl } },
});

export const buttonIcon = style({ width: vars.space['4'], height: vars.space['4'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border.default}`,
});

export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const missing = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
  fontStyle: 'italic',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface,
});

export const emptyTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});
