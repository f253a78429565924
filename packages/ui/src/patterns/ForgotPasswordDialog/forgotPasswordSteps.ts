// The forgot-password dialog's steps (spec 01 sections 2, 4, 8); the site's step machine decides which one shows.
export const forgotSteps = ['request', 'enterOtp', 'resetPassword', 'success', 'error', 'offline'] as const;
export type ForgotStep = (typeof forgotSteps)[number];

export interface ForgotStepState {
  step: ForgotStep;
  /** A call (send code, resend, reset) is in flight. */
  loading: boolean;
  /** The step's status line: what the server said, or the step's prompt. */
  message: string;
}

/** The error step adds a connection hint when the failure was about connecting (spec A8). */
export function isConnectionProblem(message: string): boolean {
  return /connect/i.test(message);
}
