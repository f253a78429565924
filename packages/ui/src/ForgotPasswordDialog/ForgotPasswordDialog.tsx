import { useEffect, useId, useReducer, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Notice } from '../Notice';
import { OtpBoxes, type OtpBoxesHandle, type OtpCompleteSource } from '../OtpBoxes';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import * as styles from './ForgotPasswordDialog.css';
import {
  CODE_LENGTH,
  PASTE_ADVANCE_MS,
  createForgotPasswordState,
  forgotMessages,
  forgotPasswordReducer,
  isConnectionProblem,
  submitOutcome,
  validateForgotStep,
  type ForgotField,
  type ForgotPasswordState,
} from './forgotPasswordReducer';

/** Focus the first box this long after the code step appears (spec 01 section 9). */
const OTP_FOCUS_DELAY_MS = 100;

export interface ResetPasswordInput {
  email: string;
  /** The 6 digits as a string; the site converts it for the server. */
  otp: string;
  password: string;
}

export interface ForgotPasswordDialogProps {
  /** Opened and closed by the parent; closing resets every field, error and message. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Sends the reset code. Resolve (optionally with the server's message, shown on the code step)
   * or reject with an Error whose message is shown on the error step.
   */
  onRequestCode(email: string): Promise<string | void>;
  /** Sends a new code from the code step. Same contract as onRequestCode. */
  onResendCode(email: string): Promise<string | void>;
  /** Sets the new password. Resolve (optionally with a message for the success step) or reject with an Error. */
  onResetPassword(input: ResetPasswordInput): Promise<string | void>;
  /** "Sign In" on the success step: this dialog closes itself first, then the parent opens sign-in. */
  onSignIn(): void;
  /** Live connectivity; losing it during a call moves to the offline step. */
  online: boolean;
  /** Open at any step with any fields filled (stories, and returning users); read on mount only. */
  initialState?: Partial<ForgotPasswordState>;
}

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' && error ? error : fallback;

/** The forgot-password dialog: e-mail, then the e-mailed code, then a new password (spec 01 section 4). */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  onRequestCode,
  onResendCode,
  onResetPassword,
  onSignIn,
  online,
  initialState,
}: ForgotPasswordDialogProps) {
  const [state, dispatch] = useReducer(forgotPasswordReducer, undefined, () =>
    createForgotPasswordState({ online, ...initialState }),
  );
  const formId = useId();
  // Each call gets a number; an answer is applied only if no later call, close or disconnect happened.
  const callId = useRef(0);
  const pasteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const otpRef = useRef<OtpBoxesHandle>(null);
  const fieldRefs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    if (!online) callId.current += 1;
    dispatch({ type: 'setOnline', online });
  }, [online]);

  useEffect(() => {
    if (open) return;
    callId.current += 1;
    clearTimeout(pasteTimer.current);
    dispatch({ type: 'reset' });
  }, [open]);

  useEffect(() => () => clearTimeout(pasteTimer.current), []);

  // On every step change focus goes to the new step's heading, so it is announced; the code step
  // instead focuses its first box after 100 ms (OtpBoxes' own rule).
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    if (state.step !== 'enterOtp') headingRef.current?.focus();
  }, [state.step]);

  const focusFirstError = (errors: ForgotPasswordState['errors']) => {
    const order: ForgotField[] = ['email', 'otp', 'password', 'confirmPassword'];
    const first = order.find((field) => errors[field]);
    if (first === 'otp') otpRef.current?.focus(Math.min(state.otp.length, CODE_LENGTH - 1));
    else if (first) fieldRefs[first].current?.focus();
  };

  const submit = async () => {
    const outcome = submitOutcome(state);
    dispatch({ type: 'submit' });
    if (outcome === 'invalid') {
      focusFirstError(validateForgotStep(state));
      return;
    }
    if (outcome !== 'call') return;
    const id = ++callId.current;
    const email = state.email.trim();
    const isRequest = state.step === 'request';
    try {
      const message = isRequest
        ? await onRequestCode(email)
        : await onResetPassword({ email, otp: state.otp, password: state.password });
      if (id === callId.current) dispatch({ type: 'submitSuccess', message: message || undefined });
    } catch (error) {
      const fallback = isRequest ? forgotMessages.requestFailed : forgotMessages.resetFailed;
      if (id === callId.current) dispatch({ type: 'submitFailure', message: errorMessage(error, fallback) });
    }
  };

  const resend = async () => {
    if (state.loading) return;
    dispatch({ type: 'resend' });
    if (!state.online) return;
    clearTimeout(pasteTimer.current);
    otpRef.current?.focus(0);
    const id = ++callId.current;
    try {
      const message = await onResendCode(state.email.trim());
      if (id === callId.current) dispatch({ type: 'resendSuccess', message: message || undefined });
    } catch (error) {
      if (id === callId.current)
        dispatch({ type: 'submitFailure', message: errorMessage(error, forgotMessages.resendFailed) });
    }
  };

  const onOtpComplete = (_code: string, source: OtpCompleteSource) => {
    // Only a pasted code moves on by itself; a typed one waits for Next.
    if (source !== 'paste') return;
    clearTimeout(pasteTimer.current);
    pasteTimer.current = setTimeout(() => dispatch({ type: 'pastedFullCode' }), PASTE_ADVANCE_MS);
  };

  const close = () => onOpenChange(false);
  const edit = (field: ForgotField) => (value: string) => dispatch({ type: 'edit', field, value });

  const heading = (text: string) => (
    <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
      {text}
    </h3>
  );

  const form = (children: ReactNode, onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void) => (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
    </form>
  );

  let body: ReactNode;
  let footer: ReactNode;

  switch (state.step) {
    case 'request':
      body = (
        <>
          {heading('Enter your email')}
          <p className={styles.stepText}>We will send a 6-digit verification code to reset your password.</p>
          {form(
            <TextField
              ref={fieldRefs.email}
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={state.email}
              onChange={(event) => edit('email')(event.target.value)}
              error={state.errors.email}
              disabled={state.loading}
            />,
          )}
        </>
      );
      footer = (
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button type="submit" form={formId} loading={state.loading} loadingLabel="Sending code...">
            Next
          </Button>
        </>
      );
      break;

    case 'enterOtp':
      body = (
        <>
          {heading('Enter verification code')}
          <p className={styles.stepText}>
            Enter the 6-digit code we sent to <span className={styles.email}>{state.email.trim()}</span>.
          </p>
          {state.message ? <Notice tone="info">{state.message}</Notice> : null}
          {form(
            <OtpBoxes
              ref={otpRef}
              label="Verification code"
              showLabel
              value={state.otp}
              onChange={edit('otp')}
              onComplete={onOtpComplete}
              autoFocusDelayMs={OTP_FOCUS_DELAY_MS}
              error={state.errors.otp}
            />,
            (event) => {
              // Next is disabled until six digits are in, which also blocks the browser's Enter-to-submit;
              // Enter still checks the code so the reader hears why nothing moved on.
              if (event.key === 'Enter') {
                event.preventDefault();
                void submit();
              }
            },
          )}
        </>
      );
      footer = (
        <>
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })} disabled={state.loading}>
            Back
          </Button>
          <span className={styles.footerSpacer} aria-hidden="true" />
          <Button
            variant="ghost"
            onClick={() => void resend()}
            loading={state.loading}
            loadingLabel="Sending new code..."
          >
            Resend
          </Button>
          <Button type="submit" form={formId} disabled={state.otp.length !== CODE_LENGTH || state.loading}>
            Next
          </Button>
        </>
      );
      break;

    case 'resetPassword':
      body = (
        <>
          {heading('Create a new password')}
          {state.message ? <Notice tone="info">{state.message}</Notice> : null}
          {form(
            <>
              <PasswordField
                ref={fieldRefs.password}
                label="New password"
                name="password"
                autoComplete="new-password"
                hint="At least 8 characters."
                value={state.password}
                onChange={(event) => edit('password')(event.target.value)}
                error={state.errors.password}
                disabled={state.loading}
              />
              <PasswordField
                ref={fieldRefs.confirmPassword}
                label="Confirm new password"
                name="confirmPassword"
                autoComplete="new-password"
                value={state.confirmPassword}
                onChange={(event) => edit('confirmPassword')(event.target.value)}
                error={state.errors.confirmPassword}
                disabled={state.loading}
              />
            </>,
          )}
        </>
      );
      footer = (
        <>
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })} disabled={state.loading}>
            Back
          </Button>
          <Button type="submit" form={formId} loading={state.loading} loadingLabel="Resetting password...">
            Reset Password
          </Button>
        </>
      );
      break;

    case 'success':
      body = (
        <>
          {heading('Password reset successful')}
          <Notice tone="success">{state.message}</Notice>
        </>
      );
      footer = (
        <Button
          onClick={() => {
            close();
            onSignIn();
          }}
        >
          Sign In
        </Button>
      );
      break;

    case 'error': {
      const connection = isConnectionProblem(state.message);
      body = (
        <>
          {heading(connection ? forgotMessages.couldNotConnect : 'Something went wrong')}
          <Notice tone="error">{state.message}</Notice>
          {connection ? (
            <p className={styles.stepText}>Check that you are connected to the internet, then try again in a moment.</p>
          ) : null}
        </>
      );
      footer = (
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button onClick={() => dispatch({ type: 'tryAgain' })}>Try Again</Button>
        </>
      );
      break;
    }

    case 'offline':
      body = (
        <>
          {heading('No internet connection')}
          <Notice tone="warning">{forgotMessages.offline}</Notice>
        </>
      );
      footer = (
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button onClick={() => dispatch({ type: 'tryAgain' })}>Try Again</Button>
        </>
      );
      break;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Forgot Password" size="small" footer={footer}>
      <div className={styles.step} data-step={state.step}>
        {body}
      </div>
    </Dialog>
  );
}
