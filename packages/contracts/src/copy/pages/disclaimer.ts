import { brand } from '../../brand';
import type { PageCopy } from '../pageHead';

export const disclaimerPageCopy = {
  title: 'Disclaimer',
  heading: 'Disclaimer',
  description: `What ${brand.name}'s sessions are and are not: read before you book.`,
} as const satisfies PageCopy;
