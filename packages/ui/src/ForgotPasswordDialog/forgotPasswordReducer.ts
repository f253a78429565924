// The forgot-password flow as a pure reducer (spec 01 sections 3, 4, 5, 8): the dialog renders
// from this state and turns the user's actions and the server's answers into actions.

export const forgotSteps = ['request', 'enterOtp', 'resetPassword', 'success', 'error', 'offline'] as const;
export type ForgotStep = (typeof forgotSteps)[number];

export type ForgotField = 'email' | 'otp' | 'password' | 'confirmPassword';

export interface ForgotPasswordState {
  step: ForgotStep;
  email: string;
  /** Up to 6 digits, kept as a string. */
  otp: string;
  password: string;
  confirmPassword: string;
  loading: boolean;
  errors: Partial<Record<ForgotField, string>>;
  /** Status line of the current step (what the server said, or the step's prompt). */
  message: string;
  online: boolean;
}

/** The spec's exact texts. */
export const forgotMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  otpIncomplete: 'Please enter the 6-digit verification code',
  passwordRequired: 'New password is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordMismatch: 'Passwords do not match',
  createPassword: 'Please create a new password.',
  requestFailed: 'Failed to send password reset code. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  resendFailed: 'Failed to resend verification code.',
  connectionError: 'Connection error. Please try again.',
  couldNotConnect: 'Could not connect to server',
  offline: "You're offline. Please check your internet connection and try again.",
} as const;

export const CODE_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
/** The delay between a full paste and the move to the new-password step. */
export const PASTE_ADVANCE_MS = 300;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ForgotAction =
  | { type: 'edit'; field: ForgotField; value: string }
  /** Next on the current step: validates, then starts the call (request, reset) or moves on (code). */
  | { type: 'submit' }
  /** The call answered; `message` is what the server said, if anything. */
  | { type: 'submitSuccess'; message?: string }
  | { type: 'submitFailure'; message: string }
  | { type: 'resend' }
  | { type: 'resendSuccess'; message?: string }
  /** A full code was pasted and the 300 ms have passed. */
  | { type: 'pastedFullCode' }
  | { type: 'setOnline'; online: boolean }
  | { type: 'back' }
  | { type: 'tryAgain' }
  | { type: 'reset' };

export function createForgotPasswordState(overrides: Partial<ForgotPasswordState> = {}): ForgotPasswordState {
  return {
    step: 'request',
    email: '',
    otp: '',
    password: '',
    confirmPassword: '',
    loading: false,
    errors: {},
    message: '',
    online: true,
    ...overrides,
  };
}

/** Field errors of the current step, in the order the fields appear (first one gets focus). */
export function validateForgotStep(state: ForgotPasswordState): ForgotPasswordState['errors'] {
  switch (state.step) {
    case 'request': {
      const email = state.email.trim();
      if (!email) return { email: forgotMessages.emailRequired };
      if (!EMAIL_PATTERN.test(email)) return { email: forgotMessages.emailInvalid };
      return {};
    }
    case 'enterOtp':
      return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(state.otp) ? {} : { otp: forgotMessages.otpIncomplete };
    case 'resetPassword': {
      const errors: ForgotPasswordState['errors'] = {};
      if (!state.password) errors.password = forgotMessages.passwordRequired;
      else if (state.password.length < MIN_PASSWORD_LENGTH) errors.password = forgotMessages.passwordShort;
      if (state.password !== state.confirmPassword) errors.confirmPassword = forgotMessages.passwordMismatch;
      return errors;
    }
    default:
      return {};
  }
}

/**
 * What Next does in this state: nothing while a call is in flight, show errors, go offline,
 * move on without a call (the code step), or make the step's call. The dialog reads this to decide
 * whether to call the server; the reducer applies the same decision to the state.
 */
export function submitOutcome(
  state: ForgotPasswordState,
): 'busy' | 'invalid' | 'offline' | 'advance' | 'call' | 'none' {
  if (state.loading) return 'busy';
  if (state.step !== 'request' && state.step !== 'enterOtp' && state.step !== 'resetPassword') return 'none';
  if (Object.keys(validateForgotStep(state)).length > 0) return 'invalid';
  if (state.step === 'enterOtp') return 'advance';
  if (!state.online) return 'offline';
  return 'call';
}

/** The error screen adds a connection hint when the failure was about connecting (spec A8). */
export function isConnectionProblem(message: string): boolean {
  return /connect/i.test(message);
}

function toOffline(state: ForgotPasswordState): ForgotPasswordState {
  return { ...state, step: 'offline', loading: false, message: forgotMessages.offline };
}

export function forgotPasswordReducer(state: ForgotPasswordState, action: ForgotAction): ForgotPasswordState {
  switch (action.type) {
    case 'edit': {
      const value = action.field === 'otp' ? action.value.replace(/\D/g, '').slice(0, CODE_LENGTH) : action.value;
      // Editing a field clears that field's error, and only that one.
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, [action.field]: value, errors };
    }

    case 'submit': {
      switch (submitOutcome(state)) {
        case 'invalid':
          return { ...state, errors: validateForgotStep(state) };
        case 'offline':
          return toOffline(state);
        case 'advance':
          return { ...state, step: 'resetPassword', errors: {}, message: forgotMessages.createPassword };
        case 'call':
          return { ...state, loading: true, errors: {} };
        default:
          return state;
      }
    }

    case 'submitSuccess': {
      if (!state.loading) return state; // an answer that arrives after Close or offline is ignored
      if (state.step === 'request') {
        return {
          ...state,
          step: 'enterOtp',
          loading: false,
          otp: '',
          errors: {},
          message: action.message || `We sent a 6-digit verification code to ${state.email.trim()}.`,
        };
      }
      if (state.step === 'resetPassword') {
        return {
          ...state,
          step: 'success',
          loading: false,
          // The password fields are not kept once they have done their job.
          password: '',
          confirmPassword: '',
          errors: {},
          message: action.message || 'Your password has been reset. You can now sign in with your new password.',
        };
      }
      return { ...state, loading: false };
    }

    case 'submitFailure':
      if (!state.loading) return state;
      return { ...state, step: 'error', loading: false, message: action.message || forgotMessages.connectionError };

    case 'resend':
      if (state.step !== 'enterOtp' || state.loading) return state;
      if (!state.online) return toOffline(state);
      // A new code is on its way: the old digits are useless.
      return { ...state, otp: '', loading: true, errors: {}, message: '' };

    case 'resendSuccess':
      if (!state.loading || state.step !== 'enterOtp') return state;
      return {
        ...state,
        loading: false,
        message: action.message || `A new verification code was sent to ${state.email.trim()}.`,
      };

    case 'pastedFullCode':
      if (state.step !== 'enterOtp' || state.loading || state.otp.length !== CODE_LENGTH) return state;
      return { ...state, step: 'resetPassword', errors: {}, message: forgotMessages.createPassword };

    case 'setOnline':
      // Losing the connection during a call stops it and shows the offline step.
      if (!action.online && state.loading) return { ...toOffline(state), online: false };
      return { ...state, online: action.online };

    case 'back':
      if (state.loading) return state;
      if (state.step === 'enterOtp') return { ...state, step: 'request', otp: '', errors: {}, message: '' };
      if (state.step === 'resetPassword') {
        return { ...state, step: 'enterOtp', password: '', confirmPassword: '', errors: {}, message: '' };
      }
      return state;

    case 'tryAgain':
      if (state.step !== 'error' && state.step !== 'offline') return state;
      // Back to the start with the e-mail kept; the code and passwords were tied to the failed attempt.
      return {
        ...state,
        step: 'request',
        loading: false,
        otp: '',
        password: '',
        confirmPassword: '',
        errors: {},
        message: '',
      };

    case 'reset':
      return createForgotPasswordState({ online: state.online });
  }
}
