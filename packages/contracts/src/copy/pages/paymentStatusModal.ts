import type { PageCopy } from '../pageHead';

export const paymentStatusModalPageCopy = {
  title: 'Payment status',
  /** The dialog's own title. */
  heading: 'Payment status',
  description: 'The outcome of your membership payment.',
} as const satisfies PageCopy;
