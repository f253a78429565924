import { OTP_LENGTH, type ForgotPasswordFormValues } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { emptyForgotPasswordFields, forgotPasswordFormOptions } from '@sukoon/ui/patterns/ForgotPasswordDialog';
import type { OtpCompleteSource } from '@sukoon/ui/patterns/OtpBoxes';
import { failureText } from '@sukoon/ui/primitives/FormLayout';
import { useEffect, useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { ResetPasswordValues } from './api/resetPassword';
import { forgotStepReducer, initialForgotStep, type ForgotStepEvent } from './forgotPasswordSteps';

const copy = accountsCopy.forgotPassword;

/** The delay between a full paste and the move to the new-password step (spec 01 section 9). */
export const PASTE_ADVANCE_MS = 300;

type Field = keyof ForgotPasswordFormValues;

export interface ForgotPasswordCalls {
  /** Opened and closed by the parent; closing resets every field, error and message. */
  open: boolean;
  /** Live connectivity; losing it during a call moves to the offline step. */
  online: boolean;
  /**
   * Sends the reset code. Resolve (optionally with the server's message, shown on the code step)
   * or reject with an Error whose message is shown on the error step.
   */
  onRequestCode(email: string): Promise<string | void>;
  /** Sends a new code from the code step. Same contract as onRequestCode. */
  onResendCode(email: string): Promise<string | void>;
  /** Sets the new password. Resolve (optionally with a message for the success step) or reject with an Error. */
  onResetPassword(input: ResetPasswordValues): Promise<string | void>;
}

const errorMessage = (error: unknown, fallback: string) =>
  typeof error === 'string' && error ? error : failureText(error, fallback);

/**
 * The forgot-password dialog's state: its step machine, its fields, the calls each step makes and
 * the paste timer; ForgotPasswordDialog renders what it returns.
 */
export function useForgotPassword({ open, online, onRequestCode, onResendCode, onResetPassword }: ForgotPasswordCalls) {
  const [state, dispatch] = useReducer(forgotStepReducer, initialForgotStep);
  const fields = useForm<ForgotPasswordFormValues>(forgotPasswordFormOptions(state.step));
  const { getValues, setValue, clearErrors, reset } = fields;

  // Each call gets a number; an answer is applied only if no later call, close or disconnect happened.
  const callId = useRef(0);
  const pasteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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
    reset(emptyForgotPasswordFields);
  }, [open, reset]);

  useEffect(() => () => clearTimeout(pasteTimer.current), []);

  /** Next, after the step's checks: move on, go offline, or make the step's call. */
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

  const resend = async () => {
    if (state.loading || state.step !== 'enterOtp') return;
    if (!online) {
      go({ type: 'offline' });
      return;
    }
    const email = getValues('email').trim();
    // A new code is on its way: the old digits are useless.
    go({ type: 'resendStarted' }, ['otp']);
    clearTimeout(pasteTimer.current);
    const id = ++callId.current;
    try {
      const answer = await onResendCode(email);
      if (id === callId.current)
        dispatch({ type: 'callSucceeded', message: answer || copy.enterOtp.codeResent(email) });
    } catch (error) {
      if (id === callId.current) dispatch({ type: 'callFailed', message: errorMessage(error, copy.failures.resend) });
    }
  };

  const codeComplete = (source: OtpCompleteSource) => {
    // Only a pasted code moves on by itself; a typed one waits for Next.
    if (source !== 'paste') return;
    clearTimeout(pasteTimer.current);
    pasteTimer.current = setTimeout(() => {
      if (getValues('otp').length === OTP_LENGTH) go({ type: 'codeAccepted' });
    }, PASTE_ADVANCE_MS);
  };

  const back = () => {
    if (state.step === 'enterOtp') go({ type: 'back' }, ['otp']);
    else go({ type: 'back' }, ['password', 'confirmPassword']);
  };
  // Back to the start with the e-mail kept; the code and passwords were tied to the failed attempt.
  const tryAgain = () => go({ type: 'tryAgain' }, ['otp', 'password', 'confirmPassword']);

  return {
    state,
    fields,
    onNext: (values: ForgotPasswordFormValues) => void next(values),
    onResend: () => void resend(),
    onBack: back,
    onTryAgain: tryAgain,
    onCodeComplete: codeComplete,
  };
}
