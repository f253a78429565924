// What the API answers when a request exceeds one of its rate limits (apps/api/src/http/limits.ts).
// Import by sub-path: `import { limitsCopy } from '@sukoon/contracts/copy/limits'`.
import { formatMessage } from '../message';

export const limitsCopy = {
  /** The wait in words: "40 seconds", "1 minute", "15 minutes". */
  wait: (unit: 'second' | 'minute', count: number) =>
    formatMessage(
      '{unit, select, second {{count, plural, one {# second} other {# seconds}}} other {{count, plural, one {# minute} other {# minutes}}}}',
      { unit, count },
    ),
  tooMany: (wait: string) => formatMessage('Too many attempts. Please wait {wait} and try again.', { wait }),
} as const;
