// Internal: the label / control / hint / error frame shared by TextField, PasswordField and Select.
// It owns the ids so every control is named by its label and described by its hint and error.
import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './field.css';
import { Text } from '../Text';

export interface FieldIds {
  controlId: string;
  /** Space-separated ids for aria-describedby, or undefined when there is nothing to describe. */
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldProps {
  id: string | undefined;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** A describedby the caller passed in; kept, not replaced. */
  describedBy?: string;
  children: (ids: FieldIds) => ReactNode;
}

export function Field({ id, label, hint, error, describedBy, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const hasError = typeof error === 'string' && error.length > 0;
  // The error is read before the hint: it is what the reader must act on.
  const ids = [hasError ? errorId : null, hasHint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({ controlId, describedBy: ids || undefined, invalid: hasError })}
      {hasError ? <FieldError id={errorId} message={error} /> : null}
      {hasHint ? (
        <div className={styles.hint} id={hintId}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A validation message under a control (fields, code boxes, checkboxes), with the small mark before
 * it so an error never relies on colour alone. `id` is what the control's aria-describedby names.
 */
export function FieldError({ id, message, className }: { id: string; message: string; className?: string }) {
  return (
    <Text
      id={id}
      size="sm"
      tone="critical"
      weight="medium"
      leading="snug"
      className={className ? `${styles.error} ${className}` : styles.error}
    >
      <Icon name="alertCircle" className={styles.errorIcon} />
      <span>{message}</span>
    </Text>
  );
}
