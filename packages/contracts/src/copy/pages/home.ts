import type { PageCopy } from '../pageHead';

export const homePageCopy = {
  title: 'Online counselling and coaching',
  heading: 'Welcome',
  description: 'Online counselling, coaching and mental-wellness sessions by voice or video, across India.',
} as const satisfies PageCopy;
