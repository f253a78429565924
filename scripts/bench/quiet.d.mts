// Types of quiet.mjs for the tests (TypeScript).

/** The share of the machine's CPU time that was idle over the next `ms`, or undefined where /proc/stat is missing. */
export function idleShareOver(ms?: number): Promise<number | undefined>;

/** Resolves once a second of CPU time was at least `idle` idle (or after `maxMs`), with how long it waited. */
export function waitForQuietMachine(options?: {
  idle?: number;
  maxMs?: number;
}): Promise<{ waitedMs: number; idleShare: number | undefined }>;
