import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { testClock } from '../features/accounts/testing';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

/**
 * The whole app (or the app `create` makes) for the tests of the calling `describe`: created before them, closed after them. The returned object
 * is filled in when they start, so read its fields inside hooks and tests only.
 */
export function suiteApp<App extends TestApp = TestApp>(
  options: TestAppOptions = {},
  create: (options: TestAppOptions) => Promise<App> = createTestApp as (options: TestAppOptions) => Promise<App>,
): App {
  const testApp = {} as App;
  beforeAll(async () => {
    Object.assign(testApp, await create(options));
  });
  afterAll(async () => {
    await testApp.close?.();
  });
  return testApp;
}

/**
 * The whole app for the tests of the calling `describe`, serving a stand-in site build: `files` (path in the build to
 * content) written to a temporary folder, removed after the tests.
 */
export function suiteAppServing(files: Record<string, string | Uint8Array>, options: TestAppOptions = {}): TestApp {
  let dist: string | undefined;
  afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return suiteApp(options, (appOptions) => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sukoon-site-'));
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), content);
    }
    return createTestApp({ ...appOptions, env: { ...appOptions.env, SITE_DIST: dist } });
  });
}

/** The suite's app on a test clock that starts at `start` (a Saturday noon in India by default) and the tests move. */
export function suiteAppOnClock(start?: number) {
  const clock = testClock(start);
  return { clock, t: suiteApp({ now: clock.now }) };
}
