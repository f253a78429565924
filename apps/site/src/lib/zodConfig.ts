import { z } from 'zod';

// zod probes eval() to speed up parsing; our CSP forbids eval, so skip the probe (and its CSP reports).
// Imported by the API client, which every page that parses with zod (answers, and forms that send one) loads,
// so the setting is made before the first parse without putting zod in the entry chunk.
z.config({ jitless: true });
