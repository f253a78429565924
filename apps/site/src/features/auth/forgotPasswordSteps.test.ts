import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { describe, expect, it } from 'vitest';
import { isConnectionProblem, type ForgotStepState } from '@sukoon/ui/patterns/ForgotPasswordDialog';
import { forgotStepReducer as reduce, initialForgotStep, type ForgotStepEvent } from './forgotPasswordSteps';

const copy = accountsCopy.forgotPassword;
const run = (state: ForgotStepState, ...events: ForgotStepEvent[]) => events.reduce(reduce, state);
const at = (step: ForgotStepState['step'], more: Partial<ForgotStepState> = {}): ForgotStepState => ({
  ...initialForgotStep,
  step,
  ...more,
});

describe('the forgot-password steps', () => {
  it('request -> enterOtp -> resetPassword -> success', () => {
    const sent = run(initialForgotStep, { type: 'callStarted' }, { type: 'callSucceeded', message: 'OTP sent' });
    expect(sent).toEqual({ step: 'enterOtp', loading: false, message: 'OTP sent' });
    const code = reduce(sent, { type: 'codeAccepted' });
    expect(code).toEqual({ step: 'resetPassword', loading: false, message: 'Please create a new password.' });
    const done = run(code, { type: 'callStarted' }, { type: 'callSucceeded', message: 'Done' });
    expect(done).toEqual({ step: 'success', loading: false, message: 'Done' });
  });

  it('shows a call in flight, once', () => {
    const started = reduce(initialForgotStep, { type: 'callStarted' });
    expect(started.loading).toBe(true);
    expect(reduce(started, { type: 'callStarted' })).toBe(started);
    // The code step has no call of its own: Next moves on, Resend has its own event.
    expect(reduce(at('enterOtp'), { type: 'callStarted' }).loading).toBe(false);
  });

  it('any failure goes to the error step, with the generic text when there is none', () => {
    const started = reduce(initialForgotStep, { type: 'callStarted' });
    expect(reduce(started, { type: 'callFailed', message: copy.failures.request })).toEqual({
      step: 'error',
      loading: false,
      message: 'Failed to send password reset code. Please try again.',
    });
    expect(reduce(started, { type: 'callFailed', message: '' }).message).toBe('Connection error. Please try again.');
  });

  it('ignores answers that arrive when nothing is in flight', () => {
    const request = at('request');
    expect(reduce(request, { type: 'callSucceeded', message: 'late' })).toBe(request);
    expect(reduce(request, { type: 'callFailed', message: 'late' })).toBe(request);
  });

  it('resend clears the status line, then shows the answer on the code step', () => {
    const resending = reduce(at('enterOtp', { message: 'OTP sent' }), { type: 'resendStarted' });
    expect(resending).toEqual({ step: 'enterOtp', loading: true, message: '' });
    expect(reduce(resending, { type: 'callSucceeded', message: 'New code' })).toEqual({
      step: 'enterOtp',
      loading: false,
      message: 'New code',
    });
    expect(reduce(at('request'), { type: 'resendStarted' }).loading).toBe(false);
  });

  it('goes offline when asked, and when the connection drops during a call only', () => {
    const offline = { step: 'offline', loading: false, message: copy.offline.message };
    expect(reduce(at('request'), { type: 'offline' })).toEqual(offline);
    expect(reduce(at('request', { loading: true }), { type: 'connectionLost' })).toEqual(offline);
    const idle = at('enterOtp');
    expect(reduce(idle, { type: 'connectionLost' })).toBe(idle);
  });

  it('accepts a code only on the code step and not during a resend', () => {
    expect(reduce(at('request'), { type: 'codeAccepted' }).step).toBe('request');
    expect(reduce(at('enterOtp', { loading: true }), { type: 'codeAccepted' }).step).toBe('enterOtp');
  });

  it('Back: enterOtp -> request and resetPassword -> enterOtp, never during a call', () => {
    expect(reduce(at('enterOtp', { message: 'x' }), { type: 'back' })).toEqual(at('request'));
    expect(reduce(at('resetPassword', { message: 'x' }), { type: 'back' })).toEqual(at('enterOtp'));
    const busy = at('resetPassword', { loading: true });
    expect(reduce(busy, { type: 'back' })).toBe(busy);
  });

  it('Try Again from error or offline starts over; Close resets from anywhere', () => {
    expect(reduce(at('error', { message: 'x' }), { type: 'tryAgain' })).toEqual(initialForgotStep);
    expect(reduce(at('offline', { message: 'x' }), { type: 'tryAgain' })).toEqual(initialForgotStep);
    expect(reduce(at('success'), { type: 'tryAgain' }).step).toBe('success');
    expect(reduce(at('resetPassword', { loading: true }), { type: 'reset' })).toEqual(initialForgotStep);
  });

  it('spots connection failures for the error step hint', () => {
    expect(isConnectionProblem('Unable to connect to server. Please try again later.')).toBe(true);
    expect(isConnectionProblem('Failed to reset password. Please try again.')).toBe(false);
  });
});
