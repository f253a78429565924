import type { PageCopy } from '../pageHead';

/** Ours: a GST tax invoice of the signed-in person, printable. */
export const invoicePageCopy = {
  title: 'Invoice',
  heading: 'Invoice',
  description: 'Your GST tax invoice for a session or membership you paid for.',
} as const satisfies PageCopy;
