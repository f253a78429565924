// The texts about counsellors that the API writes. Import by sub-path:
// `import { counsellorsCopy } from '@sukoon/contracts/copy/counsellors'`.
import { formatMessage } from '../message';

export const counsellorsCopy = {
  /**
   * The unpublished placeholder that takes a service's sessions until staff add real counsellors; the migration that
   * introduced counsellors wrote the same words with the brand of brand.ts.
   */
  teamName: (brand: string) => formatMessage('{brand} team', { brand }),
} as const;
