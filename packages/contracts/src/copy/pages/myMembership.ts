import type { PageCopy } from '../pageHead';

export const myMembershipPageCopy = {
  title: 'My membership',
  heading: 'My Membership',
  description: 'Your membership plan and the session credits left on it.',
} as const satisfies PageCopy;
