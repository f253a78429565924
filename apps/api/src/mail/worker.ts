import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { scrubText } from '../logger';
import { MAIL_CHANNEL, type MailTransport, type StoredMail } from './mailer';
import { mailOutbox } from './schema';

export interface MailWorkerOptions {
  /** How often due mail is looked for between NOTIFYs (retries come due this way, and mail a NOTIFY missed). */
  pollMs: number;
  /** Rows one claim takes, and so the SMTP connections one instance opens at once. */
  batchSize: number;
  /** How long a claim keeps other instances off a row; longer than one SMTP attempt can take (SMTP_TIMEOUTS_MS). */
  leaseMs: number;
  /** The delay before the first retry; each next one doubles, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many attempts a message is failed for good. */
  maxAttempts: number;
  /** Sent, failed and cancelled messages are deleted this long after they were written (they hold codes and addresses). */
  retentionMs: number;
  /** How often the deletion runs. */
  cleanupEveryMs: number;
}

/** 10 attempts over about 3 hours: 30 s, 1, 2, 4, 8, 16 and 32 min, then hourly. */
export const MAIL_WORKER_DEFAULTS: MailWorkerOptions = {
  pollMs: 5_000,
  batchSize: 5,
  leaseMs: 120_000,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  maxAttempts: 10,
  retentionMs: 30 * 24 * 60 * 60_000,
  cleanupEveryMs: 60 * 60_000,
};

/** The wait after the `attempts`-th failed attempt. */
export function retryDelayMs(attempts: number, options: Pick<MailWorkerOptions, 'retryBaseMs' | 'retryMaxMs'>) {
  return Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** Why an attempt failed, fit to store and log: nodemailer's code and the SMTP reply, addresses and codes scrubbed. */
export function deliveryError(error: unknown): { text: string; permanent: boolean } {
  const e = error as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown } | null;
  const responseCode = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  const parts = [
    typeof e?.code === 'string' ? e.code : '',
    typeof e?.response === 'string' ? e.response : typeof e?.message === 'string' ? e.message : String(error),
  ].filter(Boolean);
  // A 5xx reply is the server's final word (no such mailbox, refused): retrying cannot help.
  return {
    text: scrubText(parts.join(' ')).slice(0, 300),
    permanent: responseCode !== undefined && responseCode >= 500,
  };
}

export interface MailWorker {
  /** Look for due mail now (a NOTIFY does this; tests may too). */
  nudge(): void;
  /** Stops polling and waits for the attempts under way. */
  stop(): Promise<void>;
}

// float8: a 30-day retention in milliseconds is past int4.
const ms = (value: number) => sql`(${Math.round(value)}::double precision * interval '1 millisecond')`;

/**
 * Delivers the outbox's pending mail over SMTP, in any number of instances on one database: each claims due rows
 * with `FOR UPDATE SKIP LOCKED` and a lease (UPDATE … RETURNING), so two instances never take the same row, and a row
 * whose instance died is taken again when its lease runs out. An attempt that fails is retried with exponential
 * backoff; after `maxAttempts` (or at once on a 5xx reply) the row is `failed` and logged without personal data.
 * Times are the database's clock, which all instances share.
 */
export async function startMailWorker(options: {
  database: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  options?: Partial<MailWorkerOptions>;
}): Promise<MailWorker> {
  const { database, transport, log } = options;
  const { db } = database;
  const o: MailWorkerOptions = { ...MAIL_WORKER_DEFAULTS, ...options.options };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const due = and(
    eq(mailOutbox.status, 'pending'),
    lte(mailOutbox.nextAttemptAt, sql`now()`),
    or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
  );

  async function claim(): Promise<StoredMail[]> {
    const picked = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due)
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(o.batchSize)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + ${ms(o.leaseMs)}`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(inArray(mailOutbox.id, picked), due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Only the holder of the claim (the row still has the attempts it was claimed with) may settle it. */
  const heldBy = (mail: StoredMail) =>
    and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), eq(mailOutbox.status, 'pending'));

  async function deliver(mail: StoredMail) {
    try {
      await transport(mail);
    } catch (error) {
      const { text, permanent } = deliveryError(error);
      if (permanent || mail.attempts >= o.maxAttempts) {
        await db.update(mailOutbox).set({ status: 'failed', lockedUntil: null, lastError: text }).where(heldBy(mail));
        log.error({ mailId: mail.id, attempts: mail.attempts, error: text }, 'mail: gave up delivering a message');
        return;
      }
      const delay = retryDelayMs(mail.attempts, o);
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + ${ms(delay)}`, lockedUntil: null, lastError: text })
        .where(heldBy(mail));
      log.warn({ mailId: mail.id, attempts: mail.attempts, retryInMs: delay, error: text }, 'mail: will retry');
      return;
    }
    const settled = await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(heldBy(mail))
      .returning({ id: mailOutbox.id });
    if (!settled.length) log.warn({ mailId: mail.id }, 'mail: sent after its lease ran out');
  }

  let nextCleanupAt = 0;
  async function cleanUp() {
    if (Date.now() < nextCleanupAt) return;
    nextCleanupAt = Date.now() + o.cleanupEveryMs;
    const deleted = await db
      .delete(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ['sent', 'failed', 'cancelled']),
          lt(mailOutbox.createdAt, sql`now() - ${ms(o.retentionMs)}`),
        ),
      )
      .returning({ id: mailOutbox.id });
    if (deleted.length) log.info({ deleted: deleted.length }, 'mail: deleted messages past their retention');
  }

  async function drain() {
    // A failed cleanup is logged and never holds up delivery.
    await cleanUp().catch((error: unknown) => log.error({ err: error }, 'mail: could not delete old messages'));
    try {
      while (!stopped) {
        const claimed = await claim();
        // All at once: the lease covers one attempt, so no claimed row may wait behind another's slow attempt.
        await Promise.all(claimed.map(deliver));
        if (claimed.length < o.batchSize) return;
      }
    } catch (error) {
      log.error({ err: error }, 'mail: the worker could not read or update the outbox');
    }
  }

  function nudge() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        nudge();
      } else if (!stopped) {
        timer = setTimeout(nudge, o.pollMs);
        timer.unref();
      }
    });
  }

  const unlisten = await database.listen(MAIL_CHANNEL, nudge);
  nudge();

  return {
    nudge,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten().catch((error: unknown) => log.warn({ err: error }, 'mail: could not stop listening'));
      await running;
    },
  };
}
