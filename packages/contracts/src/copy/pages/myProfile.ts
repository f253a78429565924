import type { PageCopy } from '../pageHead';

export const myProfilePageCopy = {
  title: 'My profile',
  heading: 'My Profile',
  description: 'Your account details, and where you change your password.',
} as const satisfies PageCopy;
