import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Moves the server's test clock (`POST /dev/clock`) to `instant` (ms since the epoch), or back to real time with
 * null. It is one clock for the whole server: a test that moves it puts it back in a `finally`.
 * A journey that calls it has `@server-clock` in its title: those run one at a time after every other journey
 * (playwright.config.ts), as a day's jump would expire the others' codes, holds and sessions.
 */
export async function setServerClock(request: APIRequestContext, instant: number | null): Promise<void> {
  const moved = await request.post('/dev/clock', {
    data: { now: instant === null ? null : new Date(instant).toISOString() },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}
