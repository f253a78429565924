// The code boxes' check, loaded apart from the page (lazyResolver): zod, its English messages and the schema.
import '@sukoon/contracts/zodBrowserConfig';
import { zodResolver } from '@hookform/resolvers/zod';
import { verifyEmailFormSchema } from '@sukoon/contracts/schemas/accounts';

export const verifyEmailResolver = zodResolver(verifyEmailFormSchema);
