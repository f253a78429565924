// What the API's test clock answers (demo and test modes only).
// Import by sub-path: `import { CLOCK_MESSAGES } from '@sukoon/contracts/copy/clock'`.
export const CLOCK_MESSAGES = {
  loopbackOnly: 'The test clock answers only on the machine the server runs on.',
  jsonOnly: 'The test clock takes a JSON body: { "now": ISO 8601 date and time, or null }.',
  foreignOrigin: 'The test clock answers only the site’s own pages.',
} as const;
