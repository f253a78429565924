import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './Field';
import * as styles from './field.css';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** Visible label; also the textarea's accessible name. */
  label: string;
  /** Help shown under the textarea and linked to it by aria-describedby. */
  hint?: ReactNode;
  /** Validation message: shown under it, linked by aria-describedby, and sets aria-invalid. */
  error?: string;
}

/**
 * A labelled multi-line text field in the same frame as TextField (label, hint, error), resizable in height only.
 * Takes every <textarea> attribute and `ref`, so react-hook-form's `register()` can be spread onto it.
 */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  rows = 4,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={describedBy}>
      {({ controlId, describedBy: ids, invalid }) => (
        <textarea
          rows={rows}
          {...textareaProps}
          id={controlId}
          className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')}
          aria-describedby={ids}
          aria-invalid={invalid || textareaProps['aria-invalid'] || undefined}
        />
      )}
    </Field>
  );
}
