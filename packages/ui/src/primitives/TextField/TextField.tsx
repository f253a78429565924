import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './Field';
import * as styles from './field.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Help shown under the input and linked to it by aria-describedby. */
  hint?: ReactNode;
  /** Validation message: shown under the input, linked by aria-describedby, and sets aria-invalid. */
  error?: string;
}

/**
 * A labelled single-line input. Takes every <input> attribute, and `ref` as a prop (React 19),
 * so react-hook-form's `register()` can be spread onto it.
 */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={describedBy}>
      {({ controlId, describedBy: ids, invalid }) => (
        <input
          type="text"
          {...inputProps}
          id={controlId}
          className={className ? `${styles.control} ${className}` : styles.control}
          aria-describedby={ids}
          aria-invalid={invalid || inputProps['aria-invalid'] || undefined}
        />
      )}
    </Field>
  );
}
