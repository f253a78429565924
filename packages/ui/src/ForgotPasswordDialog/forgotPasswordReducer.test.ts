import { describe, expect, it } from 'vitest';
import {
  createForgotPasswordState as make,
  forgotMessages,
  forgotPasswordReducer as reduce,
  isConnectionProblem,
  submitOutcome,
  validateForgotStep,
  type ForgotAction,
  type ForgotPasswordState,
} from './forgotPasswordReducer';

const run = (state: ForgotPasswordState, ...actions: ForgotAction[]) => actions.reduce(reduce, state);

describe('request step', () => {
  it('requires an e-mail, then a valid one', () => {
    expect(run(make(), { type: 'submit' }).errors).toEqual({ email: 'Email is required' });
    expect(run(make({ email: '   ' }), { type: 'submit' }).errors).toEqual({ email: 'Email is required' });
    expect(run(make({ email: 'asha@' }), { type: 'submit' }).errors).toEqual({ email: 'Please enter a valid email' });
    const state = run(make({ email: 'asha@' }), { type: 'submit' });
    expect(state.loading).toBe(false);
    expect(state.step).toBe('request');
  });

  it('starts the call with a valid e-mail and moves to the code step on success', () => {
    const started = run(make({ email: 'asha@example.in' }), { type: 'submit' });
    expect(started).toMatchObject({ loading: true, step: 'request', errors: {} });
    const done = reduce(started, { type: 'submitSuccess', message: 'OTP sent to your email' });
    expect(done).toMatchObject({ step: 'enterOtp', loading: false, otp: '', message: 'OTP sent to your email' });
  });

  it('editing a field clears that field error only', () => {
    const state = make({ step: 'resetPassword', errors: { password: 'x', confirmPassword: 'y' } });
    const next = reduce(state, { type: 'edit', field: 'password', value: 'secret123' });
    expect(next.errors).toEqual({ confirmPassword: 'y' });
    expect(next.password).toBe('secret123');
  });

  it('a failure goes to the error step with the message, or the generic one', () => {
    const started = run(make({ email: 'asha@example.in' }), { type: 'submit' });
    expect(
      reduce(started, { type: 'submitFailure', message: 'Failed to send password reset code. Please try again.' }),
    ).toMatchObject({
      step: 'error',
      loading: false,
      message: 'Failed to send password reset code. Please try again.',
    });
    expect(reduce(started, { type: 'submitFailure', message: '' }).message).toBe('Connection error. Please try again.');
  });

  it('submitting while offline goes to the offline step without a call', () => {
    const state = make({ email: 'asha@example.in', online: false });
    expect(submitOutcome(state)).toBe('offline');
    expect(run(state, { type: 'submit' })).toMatchObject({
      step: 'offline',
      loading: false,
      message: forgotMessages.offline,
    });
  });

  it('losing the connection during a call stops loading and goes offline', () => {
    const started = run(make({ email: 'asha@example.in' }), { type: 'submit' });
    const lost = reduce(started, { type: 'setOnline', online: false });
    expect(lost).toMatchObject({ step: 'offline', loading: false, online: false });
    // The late answer of the abandoned call changes nothing.
    expect(reduce(lost, { type: 'submitSuccess' })).toBe(lost);
  });

  it('losing the connection while idle only records it', () => {
    expect(reduce(make(), { type: 'setOnline', online: false })).toMatchObject({ step: 'request', online: false });
  });
});

describe('code step', () => {
  const onCode = make({ step: 'enterOtp', email: 'asha@example.in' });

  it('keeps only digits, at most six', () => {
    expect(reduce(onCode, { type: 'edit', field: 'otp', value: '12a34567' }).otp).toBe('123456');
  });

  it('Next needs all six digits', () => {
    const partial = run(onCode, { type: 'edit', field: 'otp', value: '123' });
    expect(submitOutcome(partial)).toBe('invalid');
    expect(reduce(partial, { type: 'submit' }).errors).toEqual({ otp: 'Please enter the 6-digit verification code' });
    const full = run(onCode, { type: 'edit', field: 'otp', value: '123456' });
    expect(submitOutcome(full)).toBe('advance');
    expect(reduce(full, { type: 'submit' })).toMatchObject({
      step: 'resetPassword',
      loading: false,
      message: 'Please create a new password.',
    });
  });

  it('a full paste moves to the new-password step with its message', () => {
    const full = run(onCode, { type: 'edit', field: 'otp', value: '123456' }, { type: 'pastedFullCode' });
    expect(full).toMatchObject({ step: 'resetPassword', message: 'Please create a new password.' });
    // A late timer after the user already left the step does nothing.
    expect(run(onCode, { type: 'pastedFullCode' })).toEqual(onCode);
    expect(reduce(make({ step: 'request', otp: '123456' }), { type: 'pastedFullCode' }).step).toBe('request');
  });

  it('Resend clears the digits, then shows what the server said', () => {
    const resending = run(onCode, { type: 'edit', field: 'otp', value: '1234' }, { type: 'resend' });
    expect(resending).toMatchObject({ otp: '', loading: true });
    expect(reduce(resending, { type: 'resendSuccess', message: 'OTP sent again' })).toMatchObject({
      loading: false,
      message: 'OTP sent again',
    });
    expect(reduce(resending, { type: 'submitFailure', message: forgotMessages.resendFailed })).toMatchObject({
      step: 'error',
      message: 'Failed to resend verification code.',
    });
  });

  it('Resend while offline goes to the offline step', () => {
    expect(run({ ...onCode, online: false }, { type: 'resend' }).step).toBe('offline');
  });

  it('Back goes to the request step and keeps the e-mail', () => {
    expect(run(onCode, { type: 'edit', field: 'otp', value: '12' }, { type: 'back' })).toMatchObject({
      step: 'request',
      email: 'asha@example.in',
      otp: '',
    });
  });
});

describe('new-password step', () => {
  const onReset = make({ step: 'resetPassword', email: 'asha@example.in', otp: '123456' });

  it('validates required, length and match', () => {
    expect(validateForgotStep(onReset)).toEqual({ password: 'New password is required' });
    expect(validateForgotStep({ ...onReset, password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validateForgotStep({ ...onReset, password: 'longenough', confirmPassword: 'longenougH' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateForgotStep({ ...onReset, password: 'longenough', confirmPassword: 'longenough' })).toEqual({});
  });

  it('a successful reset shows success and forgets the passwords', () => {
    const done = run(
      onReset,
      { type: 'edit', field: 'password', value: 'longenough' },
      { type: 'edit', field: 'confirmPassword', value: 'longenough' },
      { type: 'submit' },
      { type: 'submitSuccess' },
    );
    expect(done).toMatchObject({ step: 'success', loading: false, password: '', confirmPassword: '' });
    expect(done.message).not.toBe('');
  });

  it('Back goes to the code step and keeps the code', () => {
    expect(run({ ...onReset, password: 'abc' }, { type: 'back' })).toMatchObject({
      step: 'enterOtp',
      otp: '123456',
      password: '',
    });
  });

  it('Back is ignored while a call is in flight', () => {
    const inFlight = { ...onReset, loading: true };
    expect(reduce(inFlight, { type: 'back' })).toBe(inFlight);
    expect(reduce(inFlight, { type: 'submit' })).toBe(inFlight);
  });
});

describe('error, offline and close', () => {
  it('Try Again returns to the request step from error and offline', () => {
    for (const step of ['error', 'offline'] as const) {
      expect(run(make({ step, email: 'asha@example.in', message: 'x' }), { type: 'tryAgain' })).toMatchObject({
        step: 'request',
        email: 'asha@example.in',
        message: '',
      });
    }
    expect(run(make({ step: 'enterOtp' }), { type: 'tryAgain' }).step).toBe('enterOtp');
  });

  it('reset clears everything but keeps the connectivity', () => {
    const busy = make({
      step: 'resetPassword',
      email: 'a@b.in',
      otp: '123456',
      password: 'p',
      loading: true,
      errors: { password: 'e' },
      message: 'm',
      online: false,
    });
    expect(reduce(busy, { type: 'reset' })).toEqual(make({ online: false }));
  });

  it('recognises connection problems by their wording', () => {
    expect(isConnectionProblem('Unable to connect to server. Please try again later.')).toBe(true);
    expect(isConnectionProblem('Connection error. Please try again.')).toBe(true);
    expect(isConnectionProblem('Failed to reset password. Please try again.')).toBe(false);
  });
});
