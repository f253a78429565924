// The forgot-password dialog's step machine (spec 01 sections 2, 4, 8): which step shows, whether a
// call is in flight, and the step's status line; useForgotPassword drives it and keeps the fields.
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import type { ForgotStepState } from '@sukoon/ui/patterns/ForgotPasswordDialog';

const copy = accountsCopy.forgotPassword;

export type ForgotStepEvent =
  /** Next on the e-mail or new-password step passed its checks: the step's call starts. */
  | { type: 'callStarted' }
  /** Resend on the code step: a new code is on its way. */
  | { type: 'resendStarted' }
  /** The call answered; `message` is what to show (the server's, or the default). */
  | { type: 'callSucceeded'; message: string }
  | { type: 'callFailed'; message: string }
  /** Next or Resend while offline, or the connection dropped during a call. */
  | { type: 'offline' }
  | { type: 'connectionLost' }
  /** A complete code: Next pressed, or a full paste 300 ms ago. */
  | { type: 'codeAccepted' }
  | { type: 'back' }
  | { type: 'tryAgain' }
  /** The dialog closed: everything starts over. */
  | { type: 'reset' };

export const initialForgotStep: ForgotStepState = { step: 'request', loading: false, message: '' };

const offline: ForgotStepState = { step: 'offline', loading: false, message: copy.offline.message };

export function forgotStepReducer(state: ForgotStepState, event: ForgotStepEvent): ForgotStepState {
  switch (event.type) {
    case 'callStarted':
      if (state.loading || (state.step !== 'request' && state.step !== 'resetPassword')) return state;
      return { ...state, loading: true };

    case 'resendStarted':
      if (state.loading || state.step !== 'enterOtp') return state;
      return { ...state, loading: true, message: '' };

    case 'callSucceeded':
      // An answer that arrives after Close, Back or a lost connection is ignored.
      if (!state.loading) return state;
      if (state.step === 'request') return { step: 'enterOtp', loading: false, message: event.message };
      if (state.step === 'resetPassword') return { step: 'success', loading: false, message: event.message };
      return { ...state, loading: false, message: event.message };

    case 'callFailed':
      if (!state.loading) return state;
      return { step: 'error', loading: false, message: event.message || copy.failures.connection };

    case 'offline':
      return offline;

    case 'connectionLost':
      // Losing the connection during a call stops it and shows the offline step.
      return state.loading ? offline : state;

    case 'codeAccepted':
      if (state.step !== 'enterOtp' || state.loading) return state;
      return { step: 'resetPassword', loading: false, message: copy.resetPassword.prompt };

    case 'back':
      if (state.loading) return state;
      if (state.step === 'enterOtp') return { ...state, step: 'request', message: '' };
      if (state.step === 'resetPassword') return { ...state, step: 'enterOtp', message: '' };
      return state;

    case 'tryAgain':
      if (state.step !== 'error' && state.step !== 'offline') return state;
      return initialForgotStep;

    case 'reset':
      return initialForgotStep;
  }
}
