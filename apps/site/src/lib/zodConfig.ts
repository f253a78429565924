import * as z from 'zod/mini';

// zod probes eval() to speed up parsing; our CSP forbids eval, so skip the probe (and its CSP reports).
// English messages: zod/mini carries no locale, so a check without its own message (a length limit, a type) would
// read "Invalid input" in a form instead of saying what is wrong (1.3 kB gz).
// Imported by the API client, which every page that parses with zod (answers, and forms that send one) loads,
// so the settings are made before the first parse without putting zod in the entry chunk.
z.config({ jitless: true, ...z.locales.en() });
