// Every user-facing text of the account screens (spec 01 sections 2, 4, 5 and 8): the sign-in,
// registration, forgot-password, change-password, complete-profile and verify-email forms, My
// Profile, and the error catalogue the site turns failed calls into. Exact spec texts are marked
// by their section; the rest are our own labels. Validation messages live in ./validation.
// Import by sub-path: `import { accountsCopy } from '@sukoon/contracts/copy/accounts'`.
import { shellCopy } from './shell';
import { validationCopy } from './validation';

/** Shared by several screens, so each is written once. */
const common = {
  email: 'Email',
  password: 'Password',
  or: 'or',
  close: 'Close',
  back: 'Back',
  next: 'Next',
  resend: 'Resend',
  tryAgain: 'Try Again',
  signInButton: 'Sign In',
  passwordHint: 'At least 8 characters',
  mobileHint: '10 digits',
  /** A8: the offline screens of forgot password and e-mail verification. */
  offline: "You're offline. Please check your internet connection and try again.",
  /** A8 */
  timeout: 'Request timed out. Please try again.',
  /** A8 */
  network: shellCopy.offline.networkError,
  /** A8 */
  unexpected: 'An unexpected error occurred. Please try again.',
  /** A8 */
  userDataMissing: 'User data is missing. Please try logging in again.',
  /** A8 */
  tokenMissing: 'Authentication token not found. Please log in again.',
} as const;

export const accountsCopy = {
  common,

  /** The show/hide toggle of every password field. */
  passwordField: {
    show: 'Show password',
    hide: 'Hide password',
  },

  /** The six code boxes (verify e-mail, forgot password). */
  otp: {
    label: 'Verification code',
    digit: (n: number, of: number) => `Digit ${n} of ${of}`,
  },

  /** A2, A5, A8: the "Welcome Back" dialog. */
  signIn: {
    title: 'Welcome Back',
    email: common.email,
    password: common.password,
    forgotPassword: 'Forgot password?',
    submit: 'Sign in',
    submitting: 'Signing in...',
    or: common.or,
    noAccount: "Don't have an account?",
    register: 'Register now',
    missing: validationCopy.signIn.missing,
    offline: validationCopy.signIn.offline,
    /** A8: any sign-in failure. */
    failed: 'Invalid email or password. Please try again.',
  },

  /** Why the sign-in dialog opened by itself (A6), shown in it as information; My Profile asks with profile.authRequired. */
  loginRequests: {
    bookings: 'Please login to access your bookings',
  },

  /** A8: the social (Google) sign-in and sign-up. */
  google: {
    failed: 'Google login failed. Please try again or use email login.',
    failedBecause: (reason: string) => `Google login failed: ${reason}`,
    unexpected: 'An unexpected error occurred during Google login. Please try again.',
    signUpFailed: 'Google sign-up failed. Please try again or use email registration.',
  },

  /** A2, A5, A8: the /register form. */
  registration: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: common.email,
    password: common.password,
    passwordHint: common.passwordHint,
    confirmPassword: 'Confirm Password',
    mobile: 'Mobile Number',
    mobileHint: common.mobileHint,
    pincode: 'Pincode',
    country: 'Country',
    countryPlaceholder: 'Select a country',
    state: 'State / Province',
    statePlaceholder: 'Select a state',
    city: 'City',
    cityPlaceholder: 'Select a city',
    termsLead: 'I agree to the',
    terms: 'Terms and Conditions',
    and: 'and',
    privacy: 'Privacy Policy',
    /** A2 */
    ageConfirmation: 'By signing up, I affirm that I am 18 years old or above',
    submit: 'Sign Up',
    submitting: 'Creating your account...',
    ticksHint: 'Tick both boxes above to continue.',
    or: common.or,
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    offline: validationCopy.registration.offline,
    /** A8 */
    serverError: 'Server error occurred. Please try again later or contact support.',
    /** A8 */
    failed: 'Registration failed. Please try again.',
  },

  /** A2, A4, A5, A8: the forgot-password dialog, step by step. */
  forgotPassword: {
    title: 'Forgot Password',
    request: {
      heading: 'Enter your email',
      text: 'We will send a 6-digit verification code to reset your password.',
      email: common.email,
      submit: common.next,
      submitting: 'Sending code...',
    },
    enterOtp: {
      heading: 'Enter verification code',
      textLead: 'Enter the 6-digit code we sent to',
      codeSent: (email: string) => `We sent a 6-digit verification code to ${email}.`,
      codeResent: (email: string) => `A new verification code was sent to ${email}.`,
      resending: 'Sending new code...',
    },
    resetPassword: {
      heading: 'Create a new password',
      /** A4: after a full paste. */
      prompt: 'Please create a new password.',
      password: 'New password',
      passwordHint: `${common.passwordHint}.`,
      confirmPassword: 'Confirm new password',
      submit: 'Reset Password',
      submitting: 'Resetting password...',
    },
    success: {
      heading: 'Password reset successful',
      message: 'Your password has been reset. You can now sign in with your new password.',
    },
    error: {
      heading: 'Something went wrong',
      /** A8 */
      couldNotConnect: 'Could not connect to server',
      connectionHint: 'Check that you are connected to the internet, then try again in a moment.',
    },
    offline: {
      heading: 'No internet connection',
      message: common.offline,
    },
    /** A8: what a failed call shows, read from the server's answer. */
    failures: {
      unavailable: 'Password reset service is currently unavailable. Please contact support.',
      htmlBody: 'Server error. Our team has been notified.',
      unparseable: 'Unable to connect to server. Please try again later.',
      parseException: 'Could not process server response. Please try again.',
      request: 'Failed to send password reset code. Please try again.',
      reset: 'Failed to reset password. Please try again.',
      resend: 'Failed to resend verification code.',
      connection: 'Connection error. Please try again.',
    },
  },

  /** A2, A5, A8: My Profile's Change Password modal. */
  changePassword: {
    title: 'Change Password',
    description: 'Enter your current password, then choose a new one.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: `${common.passwordHint}.`,
    confirmPassword: 'Confirm new password',
    cancel: 'Cancel',
    submit: 'Change Password',
    submitting: 'Changing password...',
    close: common.close,
    /** A8 */
    success: 'Password changed successfully!',
    /** A8 */
    failed: 'Failed to change password',
  },

  /** Ours (DPDP Act 2023): the dialog that erases one's own account. The privacy policy says the same. */
  deleteAccount: {
    title: 'Delete your account?',
    description: 'Enter your password to confirm. This cannot be undone.',
    erasedHeading: 'We erase at once',
    erased: [
      'your name, e-mail address, mobile number, location and password, and your Google sign-in link',
      'your contact-form messages and the e-mails we sent you (a message already delivered to our support mailbox cannot be recalled from it)',
      'your name and words on your feedback, which is no longer published',
      'the GST numbers you gave with your orders',
    ],
    keptHeading: 'We keep, as the law requires',
    kept: [
      'your bookings and payments, without your name or contact details',
      'your GST tax invoices exactly as issued, with any GST number on them, for 72 months (the tax law requires it)',
    ],
    password: 'Password',
    cancel: 'Cancel',
    submit: 'Delete my account',
    submitting: 'Deleting your account...',
    failed: 'We could not delete your account. Please try again.',
    /** Shown on the home page after the account is gone and the site has signed out. */
    done: 'Your account has been deleted and you have been signed out.',
  },

  /** A2, A4, A5, A8: "Complete Your Profile". */
  completeProfile: {
    title: 'Complete Your Profile',
    mobile: 'Mobile Number',
    mobileHint: common.mobileHint,
    country: 'Country',
    countryPlaceholder: 'Select your country',
    state: 'State',
    statePlaceholder: 'Select your state',
    chooseCountryFirst: 'Choose a country first',
    city: 'City',
    submit: 'Complete Registration',
    submitting: 'Saving...',
    /** A4: left behind when the dialog is closed unfinished. */
    closedIncomplete: 'User registration incomplete. Please provide your location to continue.',
    /** A8 */
    failed: 'Failed to update your information. Please try again.',
    failedBecause: (reason: string) => `Failed to update profile: ${reason}`,
    failedWithStatus: (status: number | string) => `Failed to update profile with status ${status}`,
  },

  /** A2, A4, A5, A8: /verify-email. */
  verifyEmail: {
    title: 'Verify Your Email',
    lead: 'Enter the 6-digit code we sent to',
    code: 'Verification code',
    submit: 'Verify',
    submitting: 'Verifying...',
    noCode: "Didn't receive the code?",
    resend: common.resend,
    resending: 'Sending...',
    offline: common.offline,
    /** A4 */
    verified: 'Email verified successfully!',
    /** A4 */
    resent: 'New verification code sent!',
    /** Ours: arriving from a sign-in refused because the address is not verified yet (a code has been e-mailed). */
    codeSentAtSignIn: 'Your email address is not verified yet. We have emailed you a 6-digit code: enter it below.',
    /** A8 */
    failed: 'Verification failed. Please try again.',
    /** A8 */
    resendFailed: 'Failed to resend code. Please try again.',
  },

  /** A2, A8: My Profile. */
  profile: {
    loading: 'Loading your profile...',
    /** A2 */
    notFound: 'No Profile Found',
    /** A2 */
    authRequired: 'Authentication required. Please log in to view your profile.',
    redirecting: (seconds: number) => `You will be redirected in ${seconds} seconds.`,
    retry: 'Try again',
    account: 'Account',
    personalInformation: 'Personal Information',
    changePassword: 'Change Password',
    /** Ours (DPDP Act 2023): the person's own data. */
    yourData: {
      heading: 'Your data',
      body: 'Download a copy of everything we hold about you: your profile, bookings, payments, membership, feedback and invoices, as a JSON file.',
      download: 'Download my data',
      downloading: 'Preparing your file',
      failed: 'We could not prepare your file. Please try again.',
    },
    /** Ours: the e-mails before each confirmed session, on unless the client turns them off. */
    reminders: {
      heading: 'Session reminders',
      label: 'Email me 24 hours and 1 hour before each session',
      body: 'Each reminder has the meeting link and the calendar invitation.',
      failed: 'We could not save your choice. Please try again.',
    },
    /** Ours: editing the personal information (saved by PATCH /api/users/profile/). */
    edit: {
      heading: 'Edit personal information',
      /** While the form's code arrives (it loads once the details are shown, so rarely seen). */
      opening: 'Opening the form...',
      action: 'Edit',
      save: 'Save',
      saving: 'Saving...',
      cancel: 'Cancel',
      saved: 'Profile updated successfully.',
      failed: 'Failed to update your information. Please try again.',
    },
    /** Ours (DPDP Act 2023): erasing one's own account. */
    deleteAccount: {
      heading: 'Delete my account',
      body: 'Erase your account and your personal data. Invoices are kept as the tax law requires. This cannot be undone.',
      action: 'Delete my account',
    },
    notProvided: 'Not provided',
    verified: 'Verified',
    notVerified: 'Not verified',
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      username: 'Username',
      email: common.email,
      mobile: 'Mobile',
      country: 'Country',
      state: 'State',
      city: 'City',
    },
    /** A8 */
    fetchFailed: 'Failed to fetch user data',
    /** A8 */
    invalid: 'Invalid data structure received from API',
    /** A8 */
    loadFailed: 'Failed to load user details. Please try again later.',
  },
} as const;

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

export const AUTH_MESSAGES = {
  missing: 'Authentication credentials were not provided.',
  invalid: 'Your session has expired or is no longer valid. Please sign in again.',
} as const;

export const GOOGLE_MESSAGES = {
  unverifiedEmail:
    'Your Google account’s email address is not verified by Google. Verify it with Google, or register with your email address.',
} as const;
