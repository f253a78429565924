import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon';
import { Field } from '../TextField/Field';
import * as fieldStyles from '../TextField/field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  /** Visible label; also the select's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** Shown as a first option with the value "" (for example "Select a country"). */
  placeholder?: string;
  hint?: ReactNode;
  /** Validation message: shown under the select, linked by aria-describedby, and sets aria-invalid. */
  error?: string;
}

/**
 * A labelled native <select>: the platform's own picker is the most usable one on phones and with
 * assistive technology. Takes every <select> attribute and `ref`, so `register()` can be spread onto it.
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={describedBy}>
      {({ controlId, describedBy: ids, invalid }) => (
        <div className={styles.wrap}>
          <select
            {...selectProps}
            id={controlId}
            className={[fieldStyles.control, styles.select, className].filter(Boolean).join(' ')}
            aria-describedby={ids}
            aria-invalid={invalid || selectProps['aria-invalid'] || undefined}
          >
            {/* Left selectable on purpose: choosing it again clears the field, and an uncontrolled
                select starts on it without needing a defaultValue. */}
            {placeholder !== undefined ? (
              <option value="" className={styles.option}>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} className={styles.option}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
