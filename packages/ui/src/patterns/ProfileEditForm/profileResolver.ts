// My Profile's edit check, loaded apart from the page (lazyResolver): zod, its English messages and the call's schema.
import '@sukoon/contracts/zodBrowserConfig';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileRequestSchema } from '@sukoon/contracts/schemas/accounts';

export const profileResolver = zodResolver(profileRequestSchema);
