// Giving the main thread back, so code that loads after the page is up never blocks a tap for long.

/** Resolves in a new task: `scheduler.yield()` where the browser has it (it keeps our place in line), else a timer. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Imports modules one after another, yielding between them, and resolves with the last one: a large graph (zod,
 * then the schemas built with it, then the code that uses them) is evaluated as several short tasks instead of one
 * long one. Each step imports only what the next one imports anyway, so nothing extra is downloaded.
 */
export async function importInSteps<Last>(
  steps: readonly (() => Promise<unknown>)[],
  last: () => Promise<Last>,
): Promise<Last> {
  for (const step of steps) {
    await step();
    await yieldToMain();
  }
  return last();
}

/** How long a refresh may wait for the main thread to be idle. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * The browser's next idle period (at most IDLE_TIMEOUT_MS away), or now where there is no requestIdleCallback
 * (jsdom, older Safari). A prerendered page's queries are stale at once, so without this the refresh started during
 * hydration, and building the client's zod schemas (a long task on a slow phone) blocked the page while it was
 * becoming interactive; on a page already up, the idle period comes within a frame.
 */
export function idlePeriod(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else resolve();
  });
}
