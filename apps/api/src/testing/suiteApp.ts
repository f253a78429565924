import { afterAll, beforeAll } from 'vitest';
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
