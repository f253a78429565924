import { brand } from '../../brand';
import type { PageCopy } from '../pageHead';

export const registerPageCopy = {
  title: 'Create your account',
  heading: 'Create your account',
  subtitle: 'Join us to book sessions and manage your membership.',
  description: `Create a ${brand.name} account to book sessions and manage your membership.`,
} as const satisfies PageCopy;
