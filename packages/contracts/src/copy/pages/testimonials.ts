import { brand } from '../../brand';
import type { PageCopy } from '../pageHead';

export const testimonialsPageCopy = {
  title: 'Testimonials',
  heading: 'Transformative Experiences',
  description: `What clients say about their sessions with ${brand.name}.`,
} as const satisfies PageCopy;
