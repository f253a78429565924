export const ACCOUNT_MESSAGES = {
  signInFailed: 'Invalid email or password.',
  unverifiedNewCode:
    'Please verify your email address before signing in. We have emailed you a new 6-digit code: enter it on the verification page.',
  unverifiedRecentCode:
    'Please verify your email address before signing in. Enter the 6-digit code we emailed you a moment ago on the verification page.',
  /** The same for a new address and one that has an account (whose owner is e-mailed), so it tells nobody which. */
  registered: 'Registration successful. We have emailed you a 6-digit code to verify your email address.',
  /**
   * One text for every failed verification (wrong, expired, locked, no code, verified or unknown address), so the
   * answer tells nobody whether the address has an account. The 5-attempt lock still applies.
   */
  codeFailed: 'Invalid or expired code. Please check the code or request a new one.',
  profileUpdated: 'Profile updated successfully.',
  loggedOut: 'Logged out successfully.',
  passwordChanged: 'Password changed successfully!',
  noPassword: 'Your account has no password yet because you sign in with Google. Use "Forgot password" to set one.',
  wrongCurrentPassword: 'Current password is incorrect.',
  samePassword: 'New password must be different from the current password.',
  /** Contains "OTP sent", which the site checks; the same for every address, so it tells nobody who has an account. */
  resetSent: 'OTP sent to your email if an account exists.',
  resetFailed: 'Invalid or expired code. Please check the code or request a new one.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  googleOff: 'Google sign-in is not available on this site.',
  accountGone: 'Your account no longer exists.',
  googleUnchecked: 'Google sign-in could not be checked.',
} as const;
