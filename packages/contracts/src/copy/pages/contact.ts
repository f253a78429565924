import { brand } from '../../brand';
import type { PageCopy } from '../pageHead';

export const contactPageCopy = {
  title: 'Contact us',
  heading: 'Get in Touch',
  description: `Write to ${brand.name} or call us: our e-mail, phone numbers and offices.`,
} as const satisfies PageCopy;
