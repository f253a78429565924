import { createContext, useContext, useId, type ReactNode } from 'react';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { VisuallyHidden } from '../VisuallyHidden';
import { choiceButton, choiceGroup, choiceInput, choiceLegend, choiceOption } from './ChoiceGroup.css';

const GroupName = createContext<string | undefined>(undefined);

export interface ChoiceGroupProps {
  /** The group's name, shown above the options unless hidden. */
  label: string;
  hideLabel?: boolean;
  /** Disables every option (e.g. while the form is in flight). */
  disabled?: boolean;
  /** The options' layout (a grid of days or of slots). */
  optionsClassName: string;
  children: ReactNode;
}

/**
 * A radio group drawn as buttons: Tab enters at the chosen option and the arrow keys move and
 * choose, exactly as native radios do (they are native radios).
 */
export function ChoiceGroup({
  label,
  hideLabel = false,
  disabled = false,
  optionsClassName,
  children,
}: ChoiceGroupProps) {
  const name = useId();
  const legendId = `${name}-legend`;
  return (
    <fieldset className={choiceGroup} role="radiogroup" aria-labelledby={legendId} disabled={disabled}>
      {hideLabel ? (
        <VisuallyHidden as="legend" id={legendId}>
          {label}
        </VisuallyHidden>
      ) : (
        <legend id={legendId} className={choiceLegend}>
          {label}
        </legend>
      )}
      <div className={optionsClassName}>
        <GroupName.Provider value={name}>{children}</GroupName.Provider>
      </div>
    </fieldset>
  );
}

export type ChoiceButtonVariants = NonNullable<RecipeVariants<typeof choiceButton>>;

export interface ChoiceOptionProps extends ChoiceButtonVariants {
  value: string;
  checked: boolean;
  onChoose(): void;
  disabled?: boolean;
  /** The option's one spoken name ("Sat 21 Nov", "9:15 am, booked"); the face is for the eye only. */
  name: string;
  /** The label's own layout (block for a day, grid for a slot). */
  className?: string;
  /** The face's content. */
  children: ReactNode;
}

/** One option of a ChoiceGroup: a native radio covering its label, drawn as a button face. */
export function ChoiceOption({
  value,
  checked,
  onChoose,
  disabled,
  name,
  className,
  shape,
  state,
  children,
}: ChoiceOptionProps) {
  const group = useContext(GroupName);
  return (
    <label className={className ? `${choiceOption} ${className}` : choiceOption}>
      <input
        className={choiceInput}
        type="radio"
        name={group}
        value={value}
        disabled={disabled}
        checked={checked}
        onChange={onChoose}
      />
      <VisuallyHidden>{name}</VisuallyHidden>
      <span className={choiceButton({ shape, state })} aria-hidden="true">
        {children}
      </span>
    </label>
  );
}
