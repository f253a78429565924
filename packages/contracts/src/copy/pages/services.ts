import type { PageCopy } from '../pageHead';

export const servicesPageCopy = {
  title: 'Services',
  heading: 'Our Services',
  subtitle: 'Online counselling and coaching by voice or video, for individuals, families, students and organisations.',
  description:
    'Book online counselling and coaching sessions for individuals, couples, families, students and organisations.',
} as const satisfies PageCopy;
