// The staff area's look, shared by its patterns (StaffSection and the Staff* lists and forms).
import { style, styleVariants } from '@vanilla-extract/css';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

/** One section of the staff area. */
// Reached by its link: the site's scroll padding keeps it clear of the sticky header.
export const section = atoms({ display: 'flex', flexDirection: 'column', gap: '4' });

export const sectionNav = style([atoms({ display: 'flex', flexWrap: 'wrap', gap: '4' })]);

export const sectionHeading = style([atoms({ fontSize: '2xl', fontWeight: 'bold', color: 'primary' })]);

export const summary = style([atoms({ fontSize: 'md', color: 'secondary' })]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['4'] });

export const item = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3' }),
  {
    padding: vars.space['5'],
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
    overflowWrap: 'anywhere',
  },
]);

export const itemWaiting = style({ borderColor: vars.color.warmAccent.rest, borderInlineStartWidth: '4px' });

export const itemHeader = style([
  atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
]);

export const itemTitle = style([atoms({ fontSize: 'lg', fontWeight: 'semibold', color: 'primary' })]);

const badgeBase = style([
  atoms({ fontSize: 'sm', fontWeight: 'semibold' }),
  { padding: `${vars.space['1']} ${vars.space['3']}`, borderRadius: vars.radius.full, whiteSpace: 'nowrap' },
]);

export const badge = styleVariants({
  waiting: [badgeBase, { backgroundColor: vars.color.warmAccent.soft, color: vars.color.caution.text }],
  site: [badgeBase, { backgroundColor: vars.color.positive.soft, color: vars.color.positive.text }],
  home: [badgeBase, { backgroundColor: vars.color.brandAccent.soft, color: vars.color.brandAccent.active }],
  private: [badgeBase, { backgroundColor: vars.color.neutral.active, color: vars.color.text.primary }],
});

export const quote = style([
  atoms({ fontSize: 'md', color: 'primary' }),
  {
    margin: 0,
    paddingInlineStart: vars.space['4'],
    borderInlineStart: `3px solid ${vars.color.border.default}`,
    whiteSpace: 'pre-wrap',
  },
]);

export const meta = style([
  atoms({ fontSize: 'sm', color: 'secondary', display: 'flex', flexWrap: 'wrap', gap: '3' }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

export const improve = style([
  atoms({ fontSize: 'sm', color: 'secondary' }),
  { padding: vars.space['3'], backgroundColor: vars.color.surfaceMuted, borderRadius: vars.radius.md },
]);

export const improveLabel = style([atoms({ fontWeight: 'semibold', color: 'primary' }), { display: 'block' }]);

export const controls = style([atoms({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6' })]);

export const reason = style([atoms({ fontSize: 'sm', color: 'secondary' })]);

export const message = style([atoms({ fontSize: 'md', color: 'primary' }), { margin: 0, whiteSpace: 'pre-wrap' }]);

export const empty = style([
  atoms({ fontSize: 'lg', color: 'secondary', textAlign: 'center' }),
  { margin: 0, padding: vars.space['8'], borderRadius: vars.radius.lg, backgroundColor: vars.color.surfaceMuted },
]);

export const notStaff = style([
  atoms({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' }),
  {
    padding: vars.space['8'],
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
  },
]);

/** A date field that keeps its natural width beside the section's text. */
export const field = style({ maxWidth: '16rem' });

/** The new-coupon fields: one column on a phone, two from a tablet on. */
export const formGrid = style([
  atoms({ display: 'grid', gap: '4' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' },
]);

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style([atoms({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary' }), { padding: 0 }]);
