import { useState } from 'react';
import { Field } from '../TextField/Field';
import * as fieldStyles from '../TextField/field.css';
import type { TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A TextField for passwords with a Show password / Hide password toggle. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  disabled,
  autoComplete = 'current-password',
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
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={controlId}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}

function EyeIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </svg>
  );
}
