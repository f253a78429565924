import type { PageCopy } from '../pageHead';

export const networkStatusPageCopy = {
  title: 'Network status',
  description: 'Whether your device is connected to the internet.',
} as const satisfies PageCopy;
