// What the API's test clock answers (demo and test modes only).
// Import by sub-path: `import { CLOCK_MESSAGES } from '@sukoon/contracts/copy/clock'`.
export const CLOCK_MESSAGES = {
  loopbackOnly: 'The test clock answers only on the machine the server runs on.',
} as const;
