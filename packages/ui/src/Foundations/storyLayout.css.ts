// Frames used only by stories, so a component is shown at a width it really gets in the app.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** A form column: the width of a sign-in or registration field. */
export const formColumn = style({
  maxWidth: '22.5rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

/** A content column: the width of a page section or a dialog's body. */
export const contentColumn = style({
  maxWidth: '45rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

/** A short page behind floating things (toasts, dialogs), so the screenshot shows them in context. */
export const pageBehind = style({
  minHeight: '100vh',
  padding: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  color: vars.color.text.primary,
});

/** A sample box for the layout primitives' stories (Stack, Inline), so their gaps show. */
export const sampleBlock = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  backgroundColor: vars.color.brandAccent.soft,
  border: `1px solid ${vars.color.brandAccent.disabled}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
});

/** A page taller than any viewport, so a story can scroll it (the header's compact state). */
export const tallPage = style({ minHeight: 'calc(100vh + 10rem)', padding: vars.space['6'], color: vars.color.text.secondary });
