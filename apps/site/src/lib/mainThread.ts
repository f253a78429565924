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
