import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { OtpBoxes, type OtpBoxesHandle } from '../OtpBoxes';
import * as styles from './VerifyEmailPanel.css';

/** The spec's exact texts for /verify-email (01 sections 4, 5, 8). */
export const verifyEmailText = {
  incomplete: 'Please enter a complete 6-digit OTP',
  verified: 'Email verified successfully!',
  resent: 'New verification code sent!',
  verifyFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend code. Please try again.',
  offline: "You're offline. Please check your internet connection and try again.",
} as const;

const CODE_PATTERN = /^\d{6}$/;
/** Focus the first box this long after the panel appears (spec 01 section 9). */
const FOCUS_DELAY_MS = 100;

export interface VerifyEmailPanelProps {
  /** The address the code was sent to (the stored registered e-mail). */
  email: string;
  /** Checks the code. Resolve on success; reject with an Error carrying the server's message on failure. */
  onVerify(code: string): Promise<void>;
  /** Sends a new code. Resolve on success; any rejection shows the spec's resend failure text. */
  onResend(): Promise<void>;
  online: boolean;
}

type Status = 'idle' | 'verifying' | 'resending' | 'verified';
type Message = { tone: 'success' | 'error'; text: string };

/**
 * The /verify-email panel: six code boxes, Verify and Resend. On success it shows the confirmation
 * and stays put; the page clears the stored e-mail and redirects after 1.5 s.
 */
export function VerifyEmailPanel({ email, onVerify, onResend, online }: VerifyEmailPanelProps) {
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<Message | null>(null);
  const boxes = useRef<OtpBoxesHandle>(null);
  const titleId = useId();

  const busy = status === 'verifying' || status === 'resending';
  const done = status === 'verified';

  // The boxes are disabled while a call is in flight, so focus can only return once they are enabled again.
  const pendingFocus = useRef<number | null>(null);
  const boxesDisabled = busy || done;
  useEffect(() => {
    if (pendingFocus.current === null || boxesDisabled) return;
    boxes.current?.focus(pendingFocus.current);
    pendingFocus.current = null;
  });

  const verify = async () => {
    if (busy || done || !online) return;
    if (!CODE_PATTERN.test(code)) {
      setCodeError(verifyEmailText.incomplete);
      setMessage(null);
      boxes.current?.focus(Math.min(code.length, 5));
      return;
    }
    setStatus('verifying');
    setMessage(null);
    try {
      await onVerify(code);
      setStatus('verified');
      setMessage({ tone: 'success', text: verifyEmailText.verified });
    } catch (error) {
      setStatus('idle');
      setMessage({
        tone: 'error',
        text: error instanceof Error && error.message ? error.message : verifyEmailText.verifyFailed,
      });
      pendingFocus.current = 0;
    }
  };

  const resend = async () => {
    if (busy || done || !online) return;
    setStatus('resending');
    setMessage(null);
    setCodeError(undefined);
    try {
      await onResend();
      setStatus('idle');
      setCode('');
      setMessage({ tone: 'success', text: verifyEmailText.resent });
      pendingFocus.current = 0;
    } catch {
      setStatus('idle');
      setMessage({ tone: 'error', text: verifyEmailText.resendFailed });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          Verify Your Email
        </h1>
        <p className={styles.lead}>
          Enter the 6-digit code we sent to <span className={styles.email}>{email}</span>
        </p>
      </header>

      {!online ? <Notice tone="warning">{verifyEmailText.offline}</Notice> : null}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}

      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <OtpBoxes
          ref={boxes}
          label="Verification code"
          showLabel
          value={code}
          onChange={(next) => {
            setCode(next);
            setCodeError(undefined);
          }}
          disabled={boxesDisabled}
          autoFocusDelayMs={FOCUS_DELAY_MS}
          error={codeError}
        />
        <Button
          type="submit"
          size="large"
          fullWidth
          loading={status === 'verifying'}
          loadingLabel="Verifying..."
          disabled={done || !online}
        >
          Verify
        </Button>
      </form>

      <p className={styles.resendRow}>
        <span>Didn&apos;t receive the code?</span>
        <Button
          variant="ghost"
          size="small"
          onClick={() => void resend()}
          loading={status === 'resending'}
          loadingLabel="Sending..."
          disabled={done || !online || status === 'verifying'}
        >
          Resend
        </Button>
      </p>
    </section>
  );
}
