import type { PageCopy } from '../pageHead';

export const paymentStatusPageCopy = {
  title: 'Payment status',
  description: 'The outcome of your payment.',
} as const satisfies PageCopy;
