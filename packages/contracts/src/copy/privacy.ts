// What the API answers when a person deletes their account (the privacy feature).
// Import by sub-path: `import { PRIVACY_MESSAGES } from '@sukoon/contracts/copy/privacy'`.
export const PRIVACY_MESSAGES = {
  deleted: 'Your account has been deleted. Your personal data has been erased; invoices are kept as the law requires.',
  wrongPassword: 'The password is incorrect.',
  /** An account that signs in only with Google proves it is the person with a password set by e-mailed code. */
  noPassword:
    'Your account has no password because you sign in with Google. Set one with "Forgot password" (we e-mail you a code), then delete your account with it.',
} as const;
