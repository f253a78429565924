import type { FastifyBaseLogger } from 'fastify';

/** How often scheduled mail (session reminders) is looked for: it goes at most this late after its time. */
export const DUE_MAIL_EVERY_MS = 15_000;

/**
 * Runs `release` (the features' releases of their scheduled mail that came due on the app's clock) at start-up, so
 * what came due while the app was down goes at once, and then every `everyMs`. One run at a time; stop() waits for it.
 */
export function startDueMailRelease(options: {
  release: () => Promise<unknown>;
  log: FastifyBaseLogger;
  everyMs?: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= options
      .release()
      .then(() => undefined)
      .catch((error: unknown) => options.log.error({ err: error }, 'mail: could not release scheduled mail'))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, options.everyMs ?? DUE_MAIL_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
