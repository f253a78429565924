import type { PageCopy } from '../pageHead';

export const membershipPlansPageCopy = {
  title: 'Membership plans',
  heading: 'Membership Plans',
  description: 'Prepaid session credits at a better price: compare the membership plans.',
} as const satisfies PageCopy;
