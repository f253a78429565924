import { brand } from '../../brand';
import type { PageCopy } from '../pageHead';

export const aboutPageCopy = {
  title: 'About us',
  heading: 'Our Story',
  description: `Who we are: the story, the founder and the accreditations behind ${brand.name}.`,
} as const satisfies PageCopy;
