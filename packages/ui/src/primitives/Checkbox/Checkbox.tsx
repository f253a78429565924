import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { FieldError } from '../TextField/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** Visible label; may hold links (terms, privacy). Clicking the text toggles the box. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
  /** Validation message shown under the label; linked by aria-describedby and sets aria-invalid. */
  error?: string;
  id?: string;
  /** With a name, the value is also submitted with a surrounding <form>. */
  name?: string;
}

/** A labelled checkbox (Radix underneath: role, keyboard and form behaviour come for free). */
export function Checkbox({ label, checked, onCheckedChange, disabled = false, error, id, name }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? `checkbox-${autoId}`;
  const errorId = `${boxId}-error`;
  const hasError = typeof error === 'string' && error.length > 0;

  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={boxId}
          name={name}
          className={styles.box}
          checked={checked}
          // Radix also reports 'indeterminate'; this checkbox is never mixed, so anything else is "not ticked".
          onCheckedChange={(state) => onCheckedChange(state === true)}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
        >
          <RadixCheckbox.Indicator>
            <Icon name="check" strokeWidth={2.5} className={styles.check} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={boxId} className={disabled ? `${styles.label} ${styles.labelDisabled}` : styles.label}>
          {label}
        </label>
      </div>
      {hasError ? <FieldError id={errorId} message={error} className={styles.error} /> : null}
    </div>
  );
}
