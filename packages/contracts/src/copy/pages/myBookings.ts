import type { PageCopy } from '../pageHead';

export const myBookingsPageCopy = {
  title: 'My bookings',
  heading: 'My Bookings',
  description: 'Your booked sessions, meeting links and feedback.',
} as const satisfies PageCopy;
