import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { idleShareOver, waitForQuietMachine } from './quiet.mjs';

describe.runIf(existsSync('/proc/stat'))('waiting for a quiet machine', () => {
  it("measures the share of the machine's CPU time that was idle", async () => {
    const share = await idleShareOver(200);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });

  it('gives up after its longest wait when the machine never gets that quiet', async () => {
    const { waitedMs, idleShare } = await waitForQuietMachine({ idle: 1.01, maxMs: 1500 });
    expect(waitedMs).toBeGreaterThanOrEqual(1500);
    expect(waitedMs).toBeLessThan(3500);
    expect(idleShare).toBeLessThanOrEqual(1);
  });
});
