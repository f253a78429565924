// The contact form's check, loaded apart from the page (lazyResolver): zod, its English messages and the schema.
import '@sukoon/contracts/zodBrowserConfig';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema } from '@sukoon/contracts/schemas/content';

export const contactResolver = zodResolver(contactRequestSchema);
