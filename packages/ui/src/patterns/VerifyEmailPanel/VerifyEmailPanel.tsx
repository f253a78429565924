import { OTP_LENGTH, type VerifyEmailFormValues } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import {
  clearFieldError,
  failureText,
  lazyResolver,
  usePreloadedCheck,
  submitUnless,
  submitValidation,
} from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Notice } from '../../primitives/Notice';
import { OtpBoxes, type OtpBoxesHandle } from '../OtpBoxes';
import * as styles from './VerifyEmailPanel.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

const copy = accountsCopy.verifyEmail;

const codeCheck = lazyResolver(() => import('./verifyEmailResolver').then((module) => module.verifyEmailResolver));

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
  /** Shown from the start until a call replaces it, e.g. why the person was sent here and that a code went out. */
  notice?: string;
}

type Status = 'idle' | 'verifying' | 'resending' | 'verified';
type Message = { tone: 'info' | 'success' | 'error'; text: string };

/**
 * The /verify-email panel: six code boxes, Verify and Resend. On success it shows the confirmation
 * and stays put; the page clears the stored e-mail and redirects after 1.5 s.
 */
export function VerifyEmailPanel({ email, onVerify, onResend, online, notice }: VerifyEmailPanelProps) {
  const code = useForm<VerifyEmailFormValues>({
    resolver: codeCheck.resolver,
    defaultValues: { otp: '' },
    ...submitValidation,
  });
  const { control, handleSubmit, getValues, setValue, clearErrors, formState } = code;
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<Message | null>(() => (notice ? { tone: 'info', text: notice } : null));
  const boxes = useRef<OtpBoxesHandle>(null);
  const titleId = useId();

  usePreloadedCheck(codeCheck);

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

  const checkAndVerify = async ({ otp }: VerifyEmailFormValues) => {
    setStatus('verifying');
    setMessage(null);
    try {
      await onVerify(otp);
      setStatus('verified');
      setMessage({ tone: 'success', text: copy.verified });
    } catch (error) {
      setStatus('idle');
      setMessage({ tone: 'error', text: failureText(error, copy.failed) });
      pendingFocus.current = 0;
    }
  };
  // The code's own message shows under the boxes on a failed check; an older status line goes.
  const verify = (event?: FormEvent) => handleSubmit(checkAndVerify, () => setMessage(null))(event);

  const resend = async () => {
    if (busy || done || !online) return;
    setStatus('resending');
    setMessage(null);
    clearErrors('otp');
    try {
      await onResend();
      setStatus('idle');
      setValue('otp', '');
      setMessage({ tone: 'success', text: copy.resent });
      pendingFocus.current = 0;
    } catch (error) {
      // The page's text for this failure (the spec's, or the server's "please wait" when it said so).
      setStatus('idle');
      setMessage({ tone: 'error', text: failureText(error, copy.resendFailed) });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Heading level={1} id={titleId} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight">
          {copy.title}
        </Heading>
        <Text tone="secondary">
          {copy.lead} <span className={styles.email}>{email}</span>
        </Text>
      </header>

      {!online ? <Notice tone="warning">{copy.offline}</Notice> : null}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}

      <form
        className={form.fields}
        noValidate
        // Wrapped, so the handler (which reads refs) is built when the form is sent, not while rendering.
        onSubmit={(event) => submitUnless(busy || done || !online, verify)(event)}
      >
        <Controller
          control={control}
          name="otp"
          render={({ field }) => (
            <OtpBoxes
              ref={(handle) => {
                boxes.current = handle;
                // react-hook-form focuses the field in error: the box where the code needs finishing.
                field.ref(handle && { focus: () => handle.focus(Math.min(getValues('otp').length, OTP_LENGTH - 1)) });
              }}
              label={copy.code}
              showLabel
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                clearFieldError(code, 'otp');
              }}
              disabled={boxesDisabled}
              autoFocusDelayMs={FOCUS_DELAY_MS}
              error={formState.errors.otp?.message}
            />
          )}
        />
        <Button
          type="submit"
          size="large"
          fullWidth
          loading={status === 'verifying'}
          loadingLabel={copy.submitting}
          disabled={done || !online}
        >
          {copy.submit}
        </Button>
      </form>

      <Text size="sm" tone="secondary" className={styles.resendRow}>
        <span>{copy.noCode}</span>
        <Button
          variant="ghost"
          size="small"
          onClick={() => void resend()}
          loading={status === 'resending'}
          loadingLabel={copy.resending}
          disabled={done || !online || status === 'verifying'}
        >
          {copy.resend}
        </Button>
      </Text>
    </section>
  );
}
