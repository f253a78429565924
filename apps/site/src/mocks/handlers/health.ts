import { http, HttpResponse, delay } from 'msw';
import type { Scenario } from '../scenario';

/**
 * GET /api/health, outside the contract table (no page reads it): the site asks it only to learn whether the server
 * can be reached at all (src/app/chunkFailure.ts), so any answer will do and offline fails like a dropped connection.
 */
export function healthHandlers(scenario: Scenario = 'ok') {
  return [
    http.get('*/api/health', async () => {
      if (scenario === 'offline') return HttpResponse.error();
      if (scenario === 'slow') await delay('infinite');
      return HttpResponse.json({ status: 'ok', database: 'pglite', mail: 'outbox' });
    }),
  ];
}
