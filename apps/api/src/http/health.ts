import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import type { Mailer } from '../mail/mailer';
import { httpError } from './errors';

/**
 * How long a health verdict stands. Load balancers and monitors poll health, several of them and often; each verdict
 * costs a database round trip (on PGlite that round trip blocks the event loop), so within this time every caller
 * shares the last one, and callers arriving while a check runs share that check.
 */
export const HEALTH_VERDICT_MS = 1_000;

interface Verdict {
  ok: boolean;
  at: number;
}

/**
 * `GET /api/health`: 200 with what the server runs on, or 503 when the database does not answer. It is public, so it
 * never says which payment gateway runs (a sandbox answer would invite fake payments).
 */
export function registerHealth(
  app: FastifyInstance,
  { database, mailer }: { database: Database; mailer: Mailer },
): void {
  const healthy = { status: 'ok', database: database.kind, mail: mailer.kind } as const;
  let verdict: Verdict | undefined;
  let checking: Promise<Verdict> | undefined;

  async function check(): Promise<Verdict> {
    // Monotonic time, not the app's clock: tests pin that one, and the test clock moves it.
    if (verdict && performance.now() - verdict.at < HEALTH_VERDICT_MS) return verdict;
    checking ??= database
      .ping()
      .then(
        () => true,
        (error: unknown) => {
          // Logged once per check, not once per caller.
          app.log.error({ err: error }, 'health check: database did not answer');
          return false;
        },
      )
      .then((ok) => {
        verdict = { ok, at: performance.now() };
        checking = undefined;
        return verdict;
      });
    return checking;
  }

  // Polled by load balancers and monitors: no request line (its failure is still logged as an error).
  app.get('/api/health', { logLevel: 'warn', config: { syncsTestClock: false } }, async () => {
    if (!(await check()).ok) throw httpError(503, 'The database is not answering.', { detail: false, expose: true });
    return healthy;
  });
}
