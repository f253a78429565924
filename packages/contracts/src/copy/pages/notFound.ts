import type { PageCopy } from '../pageHead';

export const notFoundPageCopy = {
  title: 'Page not found',
  description: "The page you're looking for doesn't exist.",
} as const satisfies PageCopy;
