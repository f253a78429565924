import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testApp';
import { requestLimits } from './limitSchema';
import { createLimitStore, LIMIT_CLEANUP_EVERY_MS, type LimitPolicy } from './limitStore';

const NOW = Date.parse('2026-11-21T06:30:00Z');
const MINUTE = 60_000;

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
});
afterAll(() => t.close());

describe('the database limit store', () => {
  it('counts 50 parallel hits exactly, and refuses the ones beyond the cap without counting them', async () => {
    const store = createLimitStore(t.db);
    const policy: LimitPolicy = { max: 40, windowMs: 15 * MINUTE };
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit('parallel', policy, NOW)));
    const allowed = hits.filter((hit) => hit.allowed);
    expect(allowed.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(hits.filter((hit) => !hit.allowed).map((hit) => hit.retryAfterMs)).toEqual(Array(10).fill(15 * MINUTE));

    const many = await Promise.all(
      Array.from({ length: 50 }, () => store.hit('fifty', { max: 1000, windowMs: MINUTE }, NOW)),
    );
    expect(Math.max(...many.map((hit) => hit.count))).toBe(50);
    expect(new Set(many.map((hit) => hit.count)).size).toBe(50);
  });

  it('starts a new window once the last one has ended', async () => {
    const store = createLimitStore(t.db);
    const policy: LimitPolicy = { max: 2, windowMs: MINUTE };
    expect((await store.hit('window', policy, NOW)).allowed).toBe(true);
    expect((await store.hit('window', policy, NOW + 10_000)).allowed).toBe(true);
    expect(await store.hit('window', policy, NOW + 20_000)).toEqual({ allowed: false, count: 2, retryAfterMs: 40_000 });
    expect(await store.hit('window', policy, NOW + MINUTE)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
  });

  it('starts afresh when the clock is moved back before a window (the demo test clock), refusing nothing', async () => {
    const store = createLimitStore(t.db);
    const policy: LimitPolicy = { max: 3, windowMs: MINUTE, progressive: { free: 2, delayMs: 1000 } };
    const later = NOW + 60 * MINUTE;
    expect((await store.hit('moved', policy, later)).count).toBe(1);
    expect(await store.hit('moved', policy, NOW)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
    expect(await store.hit('moved', policy, NOW + 1)).toEqual({ allowed: true, count: 2, retryAfterMs: 0 });
  });

  it('makes later requests wait longer and longer, then refuses them for the rest of the window', async () => {
    const store = createLimitStore(t.db);
    const policy: LimitPolicy = { max: 6, windowMs: 15 * MINUTE, progressive: { free: 2, delayMs: 1000 } };
    let at = NOW;
    expect((await store.hit('slow', policy, at)).allowed).toBe(true);
    // The 2nd request is the last free one: after it, the next must wait 1 s, then 2 s, then 4 s.
    expect((await store.hit('slow', policy, at)).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const early = await store.hit('slow', policy, at);
      expect(early.allowed).toBe(false);
      waits.push(early.retryAfterMs);
      at += early.retryAfterMs;
      expect((await store.hit('slow', policy, at)).allowed).toBe(true);
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    // A refused request is not counted: the 6th comes 8 s after the 5th.
    expect(await store.hit('slow', policy, at + 7999)).toEqual({ allowed: false, count: 5, retryAfterMs: 1 });
    expect((await store.hit('slow', policy, at + 8000)).count).toBe(6);
    // The cap: nothing more until the window (from the first request) ends.
    const capped = await store.hit('slow', policy, at + 60_000);
    expect(capped.allowed).toBe(false);
    expect(capped.retryAfterMs).toBe(NOW + 15 * MINUTE - (at + 60_000));
    expect((await store.hit('slow', policy, NOW + 15 * MINUTE)).allowed).toBe(true);
  });

  it('forgets a cleared counter, and keeps a mark until its time is up', async () => {
    const store = createLimitStore(t.db);
    const policy: LimitPolicy = { max: 1, windowMs: MINUTE };
    await store.hit('cleared', policy, NOW);
    expect((await store.hit('cleared', policy, NOW)).allowed).toBe(false);
    await store.clear('cleared');
    expect((await store.hit('cleared', policy, NOW)).allowed).toBe(true);

    expect(await store.isMarked('mark', NOW)).toBe(false);
    await store.mark('mark', NOW, MINUTE);
    expect(await store.isMarked('mark', NOW + MINUTE - 1)).toBe(true);
    await store.mark('mark', NOW + MINUTE - 1, MINUTE);
    expect(await store.isMarked('mark', NOW + 2 * MINUTE - 2)).toBe(true);
    expect(await store.isMarked('mark', NOW + 2 * MINUTE - 1)).toBe(false);
  });

  it('deletes ended windows, so a flood of keys does not grow the table for ever', async () => {
    const store = createLimitStore(t.db);
    const start = NOW + 24 * 60 * MINUTE;
    await t.db.delete(requestLimits);
    for (let i = 0; i < 300; i += 1) await store.hit(`flood:${i}`, { max: 5, windowMs: MINUTE }, start);
    expect(await t.db.$count(requestLimits)).toBe(300);
    await store.hit('after', { max: 5, windowMs: 15 * MINUTE }, start + MINUTE + LIMIT_CLEANUP_EVERY_MS);
    expect(await t.db.select({ key: requestLimits.key }).from(requestLimits)).toEqual([{ key: 'after' }]);
  });
});
