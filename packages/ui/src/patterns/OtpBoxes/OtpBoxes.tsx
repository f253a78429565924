import { OTP_LENGTH } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useId, useImperativeHandle, type Ref } from 'react';
import { FieldError } from '../../primitives/TextField/Field';
import * as fieldStyles from '../../primitives/TextField/field.css';
import * as styles from './OtpBoxes.css';
import { useOtpBoxes, type OtpCompleteSource } from './useOtpBoxes';

/** Imperative handle: a parent focuses a box after Resend clears the digits. */
export interface OtpBoxesHandle {
  focus(index?: number): void;
}

export interface OtpBoxesProps {
  /** 0 to 6 digits, filled from the first box. */
  value: string;
  onChange(value: string): void;
  /** A full 6-digit code was pasted (`source` 'paste') or its sixth digit typed ('typing'). */
  onComplete?(code: string, source: OtpCompleteSource): void;
  disabled?: boolean;
  /** Focus the first box this long after mount; callers pass 100 for the spec's 100 ms rule. */
  autoFocusDelayMs?: number;
  /** Accessible name of the group, e.g. "Verification code". */
  label: string;
  /** Shown under the boxes and linked to every box. */
  error?: string;
  /** Show the label above the boxes (otherwise it is only the group's accessible name). */
  showLabel?: boolean;
  /** Id of the first box, so an outside `<label htmlFor>` or error summary can point at it. */
  id?: string;
  ref?: Ref<OtpBoxesHandle>;
}

/** Six single-digit boxes for a verification or reset code. Controlled. */
export function OtpBoxes({
  value,
  onChange,
  onComplete,
  disabled,
  autoFocusDelayMs,
  label,
  error,
  showLabel = false,
  id,
  ref,
}: OtpBoxesProps) {
  const { digits, getBoxProps, focusBox } = useOtpBoxes({ value, onChange, onComplete, disabled, autoFocusDelayMs });
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }), [focusBox]);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const errorId = `${baseId}-error`;

  return (
    <div className={styles.root}>
      {showLabel ? (
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
      ) : null}
      <div
        role="group"
        className={styles.boxes}
        {...(showLabel ? { 'aria-labelledby': labelId } : { 'aria-label': label })}
      >
        {digits.map((digit, index) => (
          <input
            key={index}
            {...getBoxProps(index)}
            id={index === 0 ? id : undefined}
            className={`${styles.box} ${digit ? styles.filled : ''}`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={accountsCopy.otp.digit(index + 1, OTP_LENGTH)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        ))}
      </div>
      {/* Same look as a TextField's error, so the code step lines up with the other steps' fields. */}
      {error ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
