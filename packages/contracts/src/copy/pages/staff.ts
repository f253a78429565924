import type { PageCopy } from '../pageHead';

/** Ours: the staff area (moderation), not indexed by search engines. */
export const staffPageCopy = {
  title: 'Staff',
  heading: 'Staff',
  description: 'Sukoon staff: approve testimonials and read contact messages.',
} as const satisfies PageCopy;
