// Frames used only by stories, so a component is shown at a width it really gets in the app.
import { style } from '@vanilla-extract/css';
import { atoms } from '../theme/atoms.css';
import { vars } from '../theme/theme.css';

/** A form column: the width of a sign-in or registration field. */
export const formColumn = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '4' }),
  { maxWidth: '22.5rem' },
]);

/** A content column: the width of a page section or a dialog's body. */
export const contentColumn = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '4' }),
  { maxWidth: '45rem' },
]);

/** A short page behind floating things (toasts, dialogs), so the screenshot shows them in context. */
export const pageBehind = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: '3', color: 'primary' }),
  { minHeight: '100vh', padding: vars.space['6'] },
]);

/** A sample box for the layout primitives' stories (Stack, Inline), so their gaps show. */
export const sampleBlock = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  backgroundColor: vars.color.brandAccent.soft,
  border: `1px solid ${vars.color.brandAccent.disabled}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
});

/** A page taller than any viewport, so a story can scroll it (the header's compact state). */
export const tallPage = style({
  minHeight: 'calc(100vh + 10rem)',
  padding: vars.space['6'],
  color: vars.color.text.secondary,
});
