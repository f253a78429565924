import { zodResolver } from '@hookform/resolvers/zod';
import {
  OTP_LENGTH,
  forgotPasswordStepSchemas,
  type ForgotPasswordFormStep,
  type ForgotPasswordFormValues,
} from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Controller, useWatch, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { Dialog } from '../../primitives/Dialog';
import { clearFieldError, editableField, submitValidation } from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Notice } from '../../primitives/Notice';
import { OtpBoxes, type OtpBoxesHandle, type OtpCompleteSource } from '../OtpBoxes';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import * as styles from './ForgotPasswordDialog.css';
import { isConnectionProblem, type ForgotStep, type ForgotStepState } from './forgotPasswordSteps';
import { DialogActions } from '../DialogActions';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

const copy = accountsCopy.forgotPassword;

/** Focus the first box this long after the code step appears (spec 01 section 9). */
const OTP_FOCUS_DELAY_MS = 100;

/** One resolver per step that has fields; each checks only its own step's fields. */
const stepResolvers: Record<ForgotPasswordFormStep, Resolver<ForgotPasswordFormValues>> = {
  request: zodResolver(forgotPasswordStepSchemas.request),
  enterOtp: zodResolver(forgotPasswordStepSchemas.enterOtp),
  resetPassword: zodResolver(forgotPasswordStepSchemas.resetPassword),
};
const formStepOf = (step: ForgotStep): ForgotPasswordFormStep =>
  step === 'enterOtp' || step === 'resetPassword' ? step : 'request';

export const emptyForgotPasswordFields: ForgotPasswordFormValues = {
  email: '',
  otp: '',
  password: '',
  confirmPassword: '',
};

/** useForm's options for the dialog's fields on `step`: that step's checks, shown on submit. */
export const forgotPasswordFormOptions = (step: ForgotStep) =>
  ({
    resolver: stepResolvers[formStepOf(step)],
    defaultValues: emptyForgotPasswordFields,
    ...submitValidation,
  }) satisfies UseFormProps<ForgotPasswordFormValues>;

export interface ForgotPasswordDialogProps {
  /** Opened and closed by the parent. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The step on screen, whether its call is in flight, and its status line. */
  state: ForgotStepState;
  /** The e-mail, code and passwords, made with forgotPasswordFormOptions(state.step). */
  fields: UseFormReturn<ForgotPasswordFormValues>;
  /** Next or the step's main action, once the step's fields passed their checks. */
  onNext(values: ForgotPasswordFormValues): void;
  /** Resend on the code step. */
  onResend(): void;
  /** Back on the code and new-password steps. */
  onBack(): void;
  /** Try Again on the error and offline steps. */
  onTryAgain(): void;
  /** Six digits are in the code boxes, typed or pasted. */
  onCodeComplete(source: OtpCompleteSource): void;
  /** "Sign In" on the success step: this dialog closes itself first, then the parent opens sign-in. */
  onSignIn(): void;
}

/** The forgot-password dialog: e-mail, then the e-mailed code, then a new password (spec 01 section 4). */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  state,
  fields,
  onNext,
  onResend,
  onBack,
  onTryAgain,
  onCodeComplete,
  onSignIn,
}: ForgotPasswordDialogProps) {
  const { control, handleSubmit, getValues, formState } = fields;
  const { errors } = formState;
  const field = editableField(fields);
  const [emailValue, otp] = useWatch({ control, name: ['email', 'otp'] });
  const email = emailValue.trim();

  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const otpRef = useRef<OtpBoxesHandle>(null);

  // On every step change focus goes to the new step's heading, so it is announced; the code step
  // instead focuses its first box after 100 ms (OtpBoxes' own rule).
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    if (state.step !== 'enterOtp') headingRef.current?.focus();
  }, [state.step]);

  // A busy step ignores a second press of its main action.
  const submit = (event?: FormEvent) =>
    handleSubmit((values) => {
      if (!state.loading) onNext(values);
    })(event);

  const resend = () => {
    // A new code is on its way: typing starts again in the first box.
    otpRef.current?.focus(0);
    onResend();
  };

  const close = () => onOpenChange(false);

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
        <DialogActions
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
                  onComplete={(_code, source) => onCodeComplete(source)}
                  autoFocusDelayMs={OTP_FOCUS_DELAY_MS}
                  error={errors.otp?.message}
                />
              )}
            />,
          )}
        </>
      );
      footer = (
        <DialogActions
          back={{ label: accountsCopy.common.back, onClick: onBack, disabled: state.loading }}
          aside={{
            label: accountsCopy.common.resend,
            onClick: resend,
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
        <DialogActions
          back={{ label: accountsCopy.common.back, onClick: onBack, disabled: state.loading }}
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
        <DialogActions
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
        <DialogActions
          back={{ label: accountsCopy.common.close, onClick: close }}
          main={{ label: accountsCopy.common.tryAgain, onClick: onTryAgain }}
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
