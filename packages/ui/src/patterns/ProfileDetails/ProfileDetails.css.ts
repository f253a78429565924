import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { media } from '../../theme/media';
import { card as cardSurface } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const root = style([atoms({ display: 'flex', flexDirection: 'column', gap: '6' }), { width: '100%' }]);

export const centred = atoms({ display: 'flex', justifyContent: 'center' });

export const summary = style([
  atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' }),
  cardSurface({ shadow: 'sm' }),
  { padding: vars.space['5'] },
]);

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

export const name = style({ overflowWrap: 'anywhere' });

export const email = style({ marginTop: vars.space['1'], overflowWrap: 'anywhere' });

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

export const section = atoms({ display: 'flex', flexDirection: 'column', gap: '4' });

export const sectionHeader = atoms({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});

export const buttonIcon = style({ width: vars.space['4'], height: vars.space['4'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '1' }),
  {
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border.default}`,
  },
]);

export const term = atoms({ fontSize: 'sm', fontWeight: 'medium', color: 'secondary' });

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

export const empty = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center' }),
  {
    padding: `${vars.space['10']} ${vars.space['4']}`,
    borderRadius: vars.radius.lg,
    border: `1px dashed ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface,
  },
]);
