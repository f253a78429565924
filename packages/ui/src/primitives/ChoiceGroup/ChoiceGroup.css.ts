// The option buttons of DayPicker and SlotGrid: native radios in a fieldset, each covered by its
// label, drawn as a button face. One recipe, so a day and a time slot look and behave alike.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { atoms } from '../../theme/atoms.css';
import { vars } from '../../theme/theme.css';

export const choiceGroup = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const choiceLegend = style([
  atoms({ fontSize: 'md', fontWeight: 'semibold', color: 'primary' }),
  { padding: 0, marginBottom: vars.space['2'] },
]);

/** The label around one radio: the radio covers it, the face draws it. */
export const choiceOption = style({ position: 'relative', minWidth: 0 });

// The real radio stays in the page (focus, arrows, form semantics); the face after it draws it.
export const choiceInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

const fast = `${vars.motion.duration.fast} ${vars.motion.easing.standard}`;

export const choiceButton = recipe({
  base: [
    atoms({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1', textAlign: 'center' }),
    {
      border: `1px solid ${vars.color.border.default}`,
      borderRadius: vars.radius.md,
      lineHeight: vars.font.lineHeight.tight,
      pointerEvents: 'none',
      transition: `background-color ${fast}, border-color ${fast}`,
      selectors: {
        [`${choiceInput}:focus-visible ~ &`]: { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      },
    },
  ],
  variants: {
    shape: {
      /** A day: weekday, date and month stacked; the spans inside set their sizes. */
      day: { padding: `${vars.space['2']} 0` },
      /** A time slot: one line (and a caption when taken), at least a large control's height. */
      slot: [
        atoms({ justifyContent: 'center', fontSize: { mobile: 'sm', tablet: 'md' } }),
        {
          minHeight: vars.size.control.lg,
          padding: `${vars.space['2']} ${vars.space['1']}`,
          fontWeight: vars.font.weight.semibold,
        },
      ],
    },
    state: {
      available: {
        backgroundColor: vars.color.surface,
        color: vars.color.text.primary,
        selectors: {
          [`${choiceInput}:hover ~ &`]: {
            borderColor: vars.color.brandAccent.rest,
            backgroundColor: vars.color.brandAccent.soft,
          },
          [`${choiceInput}:checked ~ &`]: {
            backgroundColor: vars.color.brandAccent.rest,
            borderColor: vars.color.brandAccent.rest,
            color: vars.color.brandAccent.onAccent,
          },
        },
      },
      /** Past or unavailable: greyed out. */
      unavailable: {
        backgroundColor: vars.color.neutral.disabled,
        color: vars.color.text.muted,
        fontWeight: vars.font.weight.regular,
      },
      /** Taken by someone else: in the critical colours, so it reads differently from a past slot. */
      booked: {
        backgroundColor: vars.color.critical.soft,
        borderColor: vars.color.critical.border,
        color: vars.color.critical.text,
      },
    },
  },
  compoundVariants: [
    {
      // Days grey out while the booking is in flight (the whole group is disabled then).
      variants: { shape: 'day', state: 'available' },
      style: {
        selectors: {
          [`${choiceInput}:disabled ~ &`]: {
            backgroundColor: vars.color.neutral.disabled,
            color: vars.color.disabledText,
            borderColor: vars.color.border.default,
          },
        },
      },
    },
  ],
  defaultVariants: { state: 'available' },
});
