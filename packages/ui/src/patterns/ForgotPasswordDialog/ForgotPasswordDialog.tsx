import { zodResolver } from '@hookform/resolvers/zod';
import {
  OTP_LENGTH,
  forgotPasswordStepSchemas,
  type ForgotPasswordFormStep,
  type ForgotPasswordFormValues,
} from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { useEffect, useId, useReducer, useRef, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Dialog } from '../../primitives/Dialog';
import { clearFieldError, editableField, failureText, submitValidation } from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Notice } from '../../primitives/Notice';
import { OtpBoxes, type OtpBoxesHandle, type OtpCompleteSource } from '../OtpBoxes';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import * as styles from './ForgotPasswordDialog.css';
import { forgotStepReducer, isConnectionProblem, type ForgotStep, type ForgotStepEvent } from './forgotPasswordSteps';
import { StepActions } from './StepActions';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

const copy = accountsCopy.forgotPassword;

/** Focus the first box this long after the code step appears (spec 01 section 9). */
const OTP_FOCUS_DELAY_MS = 100;
/** The delay between a full paste and the move to the new-password step (spec 01 section 9). */
export const PASTE_ADVANCE_MS = 300;

type Field = keyof ForgotPasswordFormValues;
const emptyFields: ForgotPasswordFormValues = { email: '', otp: '', password: '', confirmPassword: '' };

/** One resolver per step that has fields; each checks only its own step's fields. */
const stepResolvers: Record<ForgotPasswordFormStep, Resolver<ForgotPasswordFormValues>> = {
  request: zodResolver(forgotPasswordStepSchemas.request),
  enterOtp: zodResolver(forgotPasswordStepSchemas.enterOtp),
  resetPassword: zodResolver(forgotPasswordStepSchemas.resetPassword),
};
const formStepOf = (step: ForgotStep): ForgotPasswordFormStep =>
  step === 'enterOtp' || step === 'resetPassword' ? step : 'request';

export interface ResetPasswordInput {
  email: string;
  /** The 6 digits as a string; the site converts it for the server. */
  otp: string;
  password: string;
}

/** Where the dialog starts when it first opens: a step, its status line and its fields. */
export interface ForgotPasswordStart extends Partial<ForgotPasswordFormValues> {
  step?: ForgotStep;
  message?: string;
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
  /** The step and fields to start from, like an input's defaultValue: read on mount only. */
  initialState?: ForgotPasswordStart;
}

const errorMessage = (error: unknown, fallback: string) =>
  typeof error === 'string' && error ? error : failureText(error, fallback);

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
  const [state, dispatch] = useReducer(forgotStepReducer, undefined, () => ({
    step: initialState?.step ?? 'request',
    loading: false,
    message: initialState?.message ?? '',
  }));
  const fields = useForm<ForgotPasswordFormValues>({
    resolver: stepResolvers[formStepOf(state.step)],
    defaultValues: {
      email: initialState?.email ?? '',
      otp: initialState?.otp ?? '',
      password: initialState?.password ?? '',
      confirmPassword: initialState?.confirmPassword ?? '',
    },
    ...submitValidation,
  });
  const { control, handleSubmit, getValues, setValue, clearErrors, reset, formState } = fields;
  const { errors } = formState;
  const field = editableField(fields);
  const [emailValue, otp] = useWatch({ control, name: ['email', 'otp'] });
  const email = emailValue.trim();

  const formId = useId();
  // Each call gets a number; an answer is applied only if no later call, close or disconnect happened.
  const callId = useRef(0);
  const pasteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const otpRef = useRef<OtpBoxesHandle>(null);

  /** Moves the machine on; the fields that belonged to what was left behind are emptied. */
  const go = (event: ForgotStepEvent, clear: readonly Field[] = []) => {
    dispatch(event);
    for (const name of clear) setValue(name, '');
    clearErrors();
  };

  useEffect(() => {
    if (online) return;
    callId.current += 1;
    dispatch({ type: 'connectionLost' });
  }, [online]);

  useEffect(() => {
    if (open) return;
    callId.current += 1;
    clearTimeout(pasteTimer.current);
    dispatch({ type: 'reset' });
    reset(emptyFields);
  }, [open, reset]);

  useEffect(() => () => clearTimeout(pasteTimer.current), []);

  // On every step change focus goes to the new step's heading, so it is announced; the code step
  // instead focuses its first box after 100 ms (OtpBoxes' own rule).
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    if (state.step !== 'enterOtp') headingRef.current?.focus();
  }, [state.step]);

  /** Next: the step's checks (react-hook-form), then move on, go offline, or make the step's call. */
  const next = async (values: ForgotPasswordFormValues) => {
    if (state.loading) return;
    if (state.step === 'enterOtp') {
      go({ type: 'codeAccepted' });
      return;
    }
    if (state.step !== 'request' && state.step !== 'resetPassword') return;
    if (!online) {
      go({ type: 'offline' });
      return;
    }
    const isRequest = state.step === 'request';
    const address = values.email.trim();
    go({ type: 'callStarted' });
    const id = ++callId.current;
    try {
      const answer = isRequest
        ? await onRequestCode(address)
        : await onResetPassword({ email: address, otp: values.otp, password: values.password });
      if (id !== callId.current) return;
      // The code and the passwords are not kept once they have done their job.
      if (isRequest) go({ type: 'callSucceeded', message: answer || copy.enterOtp.codeSent(address) }, ['otp']);
      else go({ type: 'callSucceeded', message: answer || copy.success.message }, ['password', 'confirmPassword']);
    } catch (error) {
      const fallback = isRequest ? copy.failures.request : copy.failures.reset;
      if (id === callId.current) dispatch({ type: 'callFailed', message: errorMessage(error, fallback) });
    }
  };
  const submit = (event?: FormEvent) => handleSubmit(next)(event);

  const resend = async () => {
    if (state.loading || state.step !== 'enterOtp') return;
    if (!online) {
      go({ type: 'offline' });
      return;
    }
    // A new code is on its way: the old digits are useless.
    go({ type: 'resendStarted' }, ['otp']);
    clearTimeout(pasteTimer.current);
    otpRef.current?.focus(0);
    const id = ++callId.current;
    try {
      const answer = await onResendCode(email);
      if (id === callId.current)
        dispatch({ type: 'callSucceeded', message: answer || copy.enterOtp.codeResent(email) });
    } catch (error) {
      if (id === callId.current) dispatch({ type: 'callFailed', message: errorMessage(error, copy.failures.resend) });
    }
  };

  const onOtpComplete = (_code: string, source: OtpCompleteSource) => {
    // Only a pasted code moves on by itself; a typed one waits for Next.
    if (source !== 'paste') return;
    clearTimeout(pasteTimer.current);
    pasteTimer.current = setTimeout(() => {
      if (getValues('otp').length === OTP_LENGTH) go({ type: 'codeAccepted' });
    }, PASTE_ADVANCE_MS);
  };

  const close = () => onOpenChange(false);
  const back = () => {
    if (state.step === 'enterOtp') go({ type: 'back' }, ['otp']);
    else go({ type: 'back' }, ['password', 'confirmPassword']);
  };
  // Back to the start with the e-mail kept; the code and passwords were tied to the failed attempt.
  const tryAgain = () => go({ type: 'tryAgain' }, ['otp', 'password', 'confirmPassword']);

  /** The main action of a step that makes a call: it submits the step's form and shows the call in flight. */
  const sendAction = (label: string, loadingLabel: string) => ({
    label,
    loadingLabel,
    form: formId,
    loading: state.loading,
  });

  const heading = (text: string) => (
    <Heading
      level={3}
      ref={headingRef}
      tabIndex={-1}
      size="lg"
      weight="semibold"
      leading="snug"
      className={styles.stepHeading}
    >
      {text}
    </Heading>
  );

  const stepForm = (children: ReactNode) => (
    <form
      id={formId}
      className={form.fields}
      noValidate
      onKeyDown={(event) => {
        // On the code step Next is disabled until six digits are in, which also blocks the browser's
        // Enter-to-submit; Enter still checks the code so the reader hears why nothing moved on.
        if (state.step === 'enterOtp' && event.key === 'Enter') {
          event.preventDefault();
          void submit();
        }
      }}
      onSubmit={(event) => void submit(event)}
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
          {heading(copy.request.heading)}
          <Text tone="secondary">{copy.request.text}</Text>
          {stepForm(
            <TextField
              {...field('email')}
              label={copy.request.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              disabled={state.loading}
            />,
          )}
        </>
      );
      footer = (
        <StepActions
          back={{ label: accountsCopy.common.close, onClick: close }}
          main={sendAction(copy.request.submit, copy.request.submitting)}
        />
      );
      break;

    case 'enterOtp':
      body = (
        <>
          {heading(copy.enterOtp.heading)}
          <Text tone="secondary">
            {copy.enterOtp.textLead} <span className={styles.email}>{email}</span>.
          </Text>
          {state.message ? <Notice tone="info">{state.message}</Notice> : null}
          {stepForm(
            <Controller
              control={control}
              name="otp"
              render={({ field: code }) => (
                <OtpBoxes
                  ref={(handle) => {
                    otpRef.current = handle;
                    // react-hook-form focuses the field in error: the box where the code needs finishing.
                    code.ref(
                      handle && { focus: () => handle.focus(Math.min(getValues('otp').length, OTP_LENGTH - 1)) },
                    );
                  }}
                  label={accountsCopy.otp.label}
                  showLabel
                  value={code.value}
                  onChange={(next) => {
                    code.onChange(next);
                    clearFieldError(fields, 'otp');
                  }}
                  onComplete={onOtpComplete}
                  autoFocusDelayMs={OTP_FOCUS_DELAY_MS}
                  error={errors.otp?.message}
                />
              )}
            />,
          )}
        </>
      );
      footer = (
        <StepActions
          back={{ label: accountsCopy.common.back, onClick: back, disabled: state.loading }}
          aside={{
            label: accountsCopy.common.resend,
            onClick: () => void resend(),
            loading: state.loading,
            loadingLabel: copy.enterOtp.resending,
          }}
          main={{ label: accountsCopy.common.next, form: formId, disabled: otp.length !== OTP_LENGTH || state.loading }}
        />
      );
      break;

    case 'resetPassword':
      body = (
        <>
          {heading(copy.resetPassword.heading)}
          {state.message ? <Notice tone="info">{state.message}</Notice> : null}
          {stepForm(
            <>
              <PasswordField
                toggleLabels={accountsCopy.passwordField}
                {...field('password')}
                label={copy.resetPassword.password}
                autoComplete="new-password"
                hint={copy.resetPassword.passwordHint}
                error={errors.password?.message}
                disabled={state.loading}
              />
              <PasswordField
                toggleLabels={accountsCopy.passwordField}
                {...field('confirmPassword')}
                label={copy.resetPassword.confirmPassword}
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                disabled={state.loading}
              />
            </>,
          )}
        </>
      );
      footer = (
        <StepActions
          back={{ label: accountsCopy.common.back, onClick: back, disabled: state.loading }}
          main={sendAction(copy.resetPassword.submit, copy.resetPassword.submitting)}
        />
      );
      break;

    case 'success':
      body = (
        <>
          {heading(copy.success.heading)}
          <Notice tone="success">{state.message}</Notice>
        </>
      );
      footer = (
        <StepActions
          main={{
            label: accountsCopy.common.signInButton,
            onClick: () => {
              close();
              onSignIn();
            },
          }}
        />
      );
      break;

    case 'error':
    case 'offline': {
      const connection = state.step === 'error' && isConnectionProblem(state.message);
      body =
        state.step === 'error' ? (
          <>
            {heading(connection ? copy.error.couldNotConnect : copy.error.heading)}
            <Notice tone="error">{state.message}</Notice>
            {connection ? <Text tone="secondary">{copy.error.connectionHint}</Text> : null}
          </>
        ) : (
          <>
            {heading(copy.offline.heading)}
            <Notice tone="warning">{copy.offline.message}</Notice>
          </>
        );
      footer = (
        <StepActions
          back={{ label: accountsCopy.common.close, onClick: close }}
          main={{ label: accountsCopy.common.tryAgain, onClick: tryAgain }}
        />
      );
      break;
    }
  }

  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      size="small"
      footer={footer}
    >
      <div className={form.fields} data-step={state.step}>
        {body}
      </div>
    </Dialog>
  );
}
