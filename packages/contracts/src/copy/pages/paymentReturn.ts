import type { PageCopy } from '../pageHead';

export const paymentReturnPageCopy = {
  title: 'Processing payment',
  description: 'Your payment is being processed.',
} as const satisfies PageCopy;
