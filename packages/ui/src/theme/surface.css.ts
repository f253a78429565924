// Surfaces and controls many components draw the same way.
import { recipe } from '@vanilla-extract/recipes';
import { atoms } from './atoms.css';
import { vars } from './theme.css';

/** A white card with the default border: notices, panels, service cards, the payment status card. */
export const card = recipe({
  base: {
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radius.lg,
  },
  variants: {
    shadow: { none: {}, sm: { boxShadow: vars.shadow.sm }, md: { boxShadow: vars.shadow.md } },
  },
  defaultVariants: { shadow: 'none' },
});

/** A square button holding one icon (Dismiss, Close, the menu toggle); its name comes from aria-label. */
export const iconButton = recipe({
  base: [
    atoms({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
    { flexShrink: 0, padding: 0, border: 'none', background: 'transparent', cursor: 'pointer' },
  ],
  variants: {
    size: {
      small: { width: vars.size.control.sm, height: vars.size.control.sm, borderRadius: vars.radius.sm },
      medium: { width: vars.size.control.md, height: vars.size.control.md, borderRadius: vars.radius.md },
    },
    tone: {
      /** On a tone's surface (Notice, Toast): the message's colour, a white wash on hover. */
      inherit: { color: 'inherit', selectors: { '&:hover': { backgroundColor: vars.color.surface } } },
      /** On a white surface (Dialog). */
      neutral: {
        color: vars.color.text.secondary,
        selectors: {
          '&:hover': { backgroundColor: vars.color.neutral.hover, color: vars.color.text.primary },
          '&:active': { backgroundColor: vars.color.neutral.active },
        },
      },
      /** Outlined on the page (the header's menu toggle). */
      outlined: {
        border: `1px solid ${vars.color.border.default}`,
        background: vars.color.surface,
        color: vars.color.text.primary,
      },
    },
  },
  defaultVariants: { size: 'medium', tone: 'neutral' },
});
