// Waiting for the machine to be quiet before a phase whose figures are rates (the API's requests/s): on this shared
// 2-core machine the browser phase leaves work behind it (Chromium's processes exiting, the pages' instance closing
// its database), and API rounds taken during it come out much lower, the product's more than the reference's.
import { readFileSync } from 'node:fs';

/** The CPU times summed over all CPUs (/proc/stat's first line): busy and total, in clock ticks. */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // user nice system idle iowait irq softirq steal ...: idle and iowait are not busy.
  return { busy: total - fields[3] - (fields[4] ?? 0), total };
}

/** The share of the machine's CPU time that was idle over the next `ms`, or undefined where /proc/stat is missing. */
export async function idleShareOver(ms = 1000) {
  let before;
  try {
    before = cpuTimes();
  } catch {
    return undefined;
  }
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.busy - before.busy) / total : undefined;
}

/**
 * Resolves once a second of the machine's CPU time was at least `idle` idle (or after `maxMs`, or at once without
 * /proc/stat), with how long it waited and the last second's idle share, for the bench to print.
 */
export async function waitForQuietMachine({ idle = 0.9, maxMs = 30_000 } = {}) {
  const start = Date.now();
  let share;
  do {
    share = await idleShareOver(1000);
    if (share === undefined || share >= idle) break;
  } while (Date.now() - start < maxMs);
  return { waitedMs: Date.now() - start, idleShare: share };
}
