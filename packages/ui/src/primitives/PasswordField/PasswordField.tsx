import { useState } from 'react';
import { Icon } from '../Icon';
import { Field } from '../TextField/Field';
import * as fieldStyles from '../TextField/field.css';
import type { TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** The toggle's name in each state: what pressing it will do (Show password, Hide password). */
  toggleLabels: { show: string; hide: string };
}

/** A TextField for passwords with a Show password / Hide password toggle. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  disabled,
  autoComplete = 'current-password',
  toggleLabels,
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={describedBy}>
      {({ controlId, describedBy: ids, invalid }) => (
        <div className={styles.wrap}>
          <input
            {...inputProps}
            type={visible ? 'text' : 'password'}
            id={controlId}
            disabled={disabled}
            autoComplete={autoComplete}
            // Shown passwords must not be auto-corrected or capitalised.
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={[fieldStyles.control, styles.input, className].filter(Boolean).join(' ')}
            aria-describedby={ids}
            aria-invalid={invalid || inputProps['aria-invalid'] || undefined}
          />
          <button
            type="button"
            className={styles.toggle}
            // The name says what the button will do; a changing name with aria-pressed would say it twice.
            aria-label={visible ? toggleLabels.hide : toggleLabels.show}
            aria-controls={controlId}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} className={styles.icon} />
          </button>
        </div>
      )}
    </Field>
  );
}
