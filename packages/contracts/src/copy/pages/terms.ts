import { brand } from '../../brand';
import type { PageCopy } from '../pageHead';

export const termsPageCopy = {
  title: 'Terms and Conditions',
  heading: 'Terms and Conditions',
  description: `The terms that apply when you use ${brand.name} and book sessions.`,
} as const satisfies PageCopy;
