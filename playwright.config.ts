import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';
import { E2E_STAFF } from './e2e/support/staff.ts';

// Not 8000 on purpose: the journeys prove the site calls the port it is served on (PORT and PUBLIC_URL),
// not the spec's development port.
const port = Number(process.env.E2E_PORT ?? 8123);

// Journeys run in Debian's Chromium against the real built server that `npm start` runs,
// on a fresh embedded database in a temporary folder.
export default defineConfig({
  testDir: 'e2e',
  outputDir: '.tmp/test-results',
  // Two journeys at a time (a file's tests in order, in one worker): on the 2-core CI machine one journey at a time leaves
  // CPU idle while a page waits on the server or a timer. The journeys that move the server's clock
  // (`@server-clock` in their titles, e2e/support/clock.ts) run after the others, one at a time.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'journeys', grepInvert: /@server-clock/ },
    { name: 'server clock', grep: /@server-clock/, workers: 1, dependencies: ['journeys'] },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Playwright's default is SIGKILL, which left every run's temporary database and site copy in .tmp.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      // The staff account e2e-server.mjs creates with the staff command before the server starts.
      E2E_STAFF_EMAIL: E2E_STAFF.email,
      E2E_STAFF_PASSWORD: E2E_STAFF.password,
      E2E_STAFF_FIRST_NAME: E2E_STAFF.firstName,
    },
  },
});
