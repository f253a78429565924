// The account forms' validation messages, word for word from spec 01 section 5 (and the shared
// field messages the request schemas use). The zod schemas and the ordered rules in
// rules/validation.ts read them from here; ui stories and tests import them to assert.
// Import by sub-path: `import { validationCopy } from '@sukoon/contracts/copy/validation'`.

export const validationCopy = {
  /** Registration, checked in this order; the first failure is shown (A5). */
  registration: {
    name: 'Please enter both first and last name',
    email: 'Please enter a valid email address',
    password: 'Password must be at least 8 characters long',
    mismatch: 'Passwords do not match',
    mobile: 'Please enter a valid 10-digit mobile number',
    country: 'Please select a country',
    state: 'Please select a state/province',
    city: 'Please select a city',
    pincode: 'Please enter a valid pincode/zip code',
    offline: "You're currently offline. Please check your internet connection to register.",
  },
  signIn: {
    missing: 'Please fill in all fields.',
    offline: 'You are offline. Please check your internet connection.',
  },
  completeProfile: {
    missing: 'Please fill in all fields.',
    mobile: 'Please enter a valid 10-digit mobile number.',
  },
  forgotPassword: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email',
    code: 'Please enter the 6-digit verification code',
    passwordRequired: 'New password is required',
    passwordShort: 'Password must be at least 8 characters',
    mismatch: 'Passwords do not match',
  },
  verification: {
    incomplete: 'Please enter a complete 6-digit OTP',
  },
  changePassword: {
    currentRequired: 'Current password is required',
    newShort: 'New password must be at least 8 characters long',
    mismatch: 'Passwords do not match',
  },
  /** Limits the spec does not name, checked by the request schemas (and so by the forms that use them). */
  limits: {
    passwordLong: 'Password must be at most 128 characters long',
    required: 'This field is required',
    /** A text over a schema's length limit that has no message of its own (zodMessages.ts). */
    tooLong: (maximum: number) => `This field must be at most ${maximum} characters long`,
    tooShort: (minimum: number) => `This field must be at least ${minimum} characters long`,
  },
  /** The booking form's own checks (B5). */
  booking: {
    notLoggedIn: 'You are not logged in. Please log in to book a session.',
    missing: 'Please fill in all required fields.',
    invalidPrice: 'Invalid price format',
  },
  /** The feedback form's own checks (B5). */
  feedback: {
    loginRequired: 'You need to be logged in to submit feedback',
    noRating: 'Please provide a rating',
  },
  /** The contact form's checks in rules/validation.ts (B5). */
  contact: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    messageRequired: 'Message is required',
    messageShort: 'Message must be at least 10 characters long',
  },
} as const;
