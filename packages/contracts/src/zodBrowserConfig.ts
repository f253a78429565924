import * as z from 'zod/mini';
import { lengthMessage } from './zodMessages';

// zod's settings in the browser, imported (for this effect) by every browser module that parses: the site's API
// client and the forms' resolvers, which are loaded apart from their pages, so whichever comes first configures zod.
// zod probes eval() to speed up parsing; our CSP forbids eval, so skip the probe (and its CSP reports).
// English messages: zod/mini carries no locale, so a check without its own message (a length limit, a type) would
// read "Invalid input" in a form instead of saying what is wrong; a text's length limit in the site's words
// (zodMessages.ts). The API sets the same (apps/api/src/http/zod.ts).
z.config({ jitless: true, ...z.locales.en(), customError: lengthMessage });
