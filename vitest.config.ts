import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Pure functions and files (contracts, tokens, scripts): no DOM, one module graph shared by every file,
        // which is several times faster than a graph per file.
        test: {
          name: 'unit-node',
          include: [
            'tokens/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/site/build/**/*.test.ts',
          ],
          environment: 'node',
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          // The site in jsdom, each file isolated (the app's providers and msw keep module state).
          name: 'unit',
          include: ['apps/site/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A browser in India, as the story tests' (timezoneId): outside India the site adds the client's own
          // clock beside IST, which tests of that pin their own zone.
          env: { TZ: 'Asia/Kolkata' },
          setupFiles: ['apps/site/src/testing/setup-unit.ts'],
          restoreMocks: true,
          // A file's first import of a lazy page transforms its whole module graph (preloadPages in a beforeAll):
          // slow on the 2-core CI machine while the API tests run beside (npm test), and slower still on a slow host.
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          // The design system's components in jsdom, sharing one environment per worker: they keep no module state,
          // and a fresh jsdom per file costs more than the tests themselves.
          name: 'unit-ui',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          env: { TZ: 'Asia/Kolkata' },
          setupFiles: ['apps/site/src/testing/setup-unit.ts'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker: each file builds its own app on its own database (src/testing), and no
          // module keeps request state. Re-importing Fastify, drizzle and every feature for each file would be a large
          // share of the run.
          isolate: false,
          // A migration test builds two embedded databases, which is slow on a slow host with other steps beside it.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook'), storybookScript: 'npm run storybook' })],
        // Pre-bundled up front: a mid-run re-optimisation reloads the page and fails a story file.
        optimizeDeps: {
          include: [
            'msw-storybook-addon/csf3',
            'msw',
            'msw/browser',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vanilla-extract/dynamic',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-router-dom',
            '@radix-ui/react-dialog',
            '@radix-ui/react-checkbox',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod/mini',
            'ky',
            'date-fns',
            'date-fns-tz',
            'canvas-confetti',
          ],
        },
        test: {
          name: 'storybook',
          // One page for every story file instead of a fresh frame per file, which loaded the preview, msw and the
          // site's providers again for each file (most of the story run's time). The page's
          // reloads are stubbed in .storybook/vitest.setup.ts; each story still gets its own msw handlers, query
          // client and root (the Storybook plugin and preview.tsx).
          isolate: false,
          // Two pages side by side. Vitest's browser pool opens availableParallelism() - 1 pages, one on the 2-core
          // CI machine, and the CLI's --maxWorkers does not reach a project's pool: the story files would run one after
          // another with CPU idle; two pages finish sooner, even with the build beside.
          maxWorkers: 2,
          // Browser mode's default is 15 s, which the slowest story (Home on a desktop, with its screenshot) can near on
          // a slow host: a hung play still fails, a slow host does not.
          testTimeout: 45_000,
          // sessionTrace: on a failed story, what happened to the stored session around it (the story files share a page).
          setupFiles: ['.storybook/sessionTrace.ts', '.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              contextOptions: {
                // Larger than any story viewport, so the tester frame is never scaled down; tall enough for
                // the screenshot step, which grows a story's frame to its full height (up to 6000 px).
                viewport: { width: 1600, height: 6200 },
                deviceScaleFactor: 1,
                reducedMotion: 'reduce',
                timezoneId: 'Asia/Kolkata',
                locale: 'en-IN',
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 900 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                // Vitest's 5 s for a stable capture is near what a full-height page (up to 6000 px) takes to capture,
                // encode and compare twice on a slow, busy host; a capture that matches ends at once either way.
                timeout: 15_000,
                comparatorName: 'pixelmatch',
                // Identical Chromium and fonts give identical pixels; a small allowance absorbs anti-aliasing.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
              },
            },
          },
        },
      },
    ],
  },
});
