import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

/**
 * The whole app for the tests of the calling `describe`: created before them, closed after them. The returned object
 * is filled in when they start, so read its fields inside hooks and tests only.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp(options));
  });
  afterAll(async () => {
    await testApp.close?.();
  });
  return testApp;
}
