import type { PageCopy } from '../pageHead';

export const verifyEmailPageCopy = {
  title: 'Verify your email',
  description: 'Enter the 6-digit code we sent to your e-mail address to finish creating your account.',
} as const satisfies PageCopy;
