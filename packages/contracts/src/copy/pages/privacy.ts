import { brand } from '../../brand';
import type { PageCopy } from '../pageHead';

export const privacyPageCopy = {
  title: 'Privacy Policy',
  heading: 'Privacy Policy',
  description: `How ${brand.name} collects, uses and protects your personal information.`,
} as const satisfies PageCopy;
