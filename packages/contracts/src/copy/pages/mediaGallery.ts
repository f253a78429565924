import { brand } from '../../brand';
import type { PageCopy } from '../pageHead';

export const mediaGalleryPageCopy = {
  title: 'Media gallery',
  heading: 'Moments Worth Sharing',
  description: `Quiet pictures from ${brand.name}'s world, and the places that have written about our work.`,
} as const satisfies PageCopy;
