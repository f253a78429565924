import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './build/precompress';
import { offlineShell } from './build/offlineShell';
import { preloadFonts } from './build/preloadFonts';
import { prerender } from './build/prerender';
import { preparseMessages } from './build/preparseMessages';

/**
 * React Router's package exports only its development build, whose one difference from the production build beside
 * it is ENABLE_DEV_WARNINGS = true (the warnings and their texts). The site's build takes the production one, as
 * React Router's own framework plugin does, and every route loads less. `vite dev` and the tests keep the warnings.
 */
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
      ],
    },
  }),
};

/** Where `npm run dev` (the API with reload) listens: the spec's "local server on port 8000". */
const devApi = 'http://localhost:8000';

/** The gateway's return routes are pages of the site as well as server routes (see apps/api/src/http/site.ts). */
const paymentReturn = /^\/api\/payments\/(success|failure|cancel)\//;

export default defineConfig({
  // prerender before precompress: its pages are compressed with the rest.
  // The service worker after prerender (it precaches the prerendered offline page) and before precompress.
  plugins: [
    reactRouterProduction,
    preparseMessages(),
    react(),
    vanillaExtractPlugin(),
    preloadFonts(['inter-latin-rupee-700-normal.woff2', 'inter-latin-rupee-400-normal.woff2']),
    prerender(),
    ...offlineShell(),
    precompress(),
  ],
  server: {
    port: 5173,
    // The site always calls its own origin (src/lib/apiClient.ts). In development Vite forwards the API and
    // the demo tools to the API's dev server, so no cross-origin set-up (CORS, CSP) differs from production.
    proxy: {
      '/api': {
        target: devApi,
        // A browser opening a payment return route wants the page, not the API.
        bypass: (request) =>
          request.method === 'GET' &&
          paymentReturn.test(request.url ?? '') &&
          request.headers.accept?.includes('text/html')
            ? '/index.html'
            : undefined,
      },
      '/dev/': { target: devApi },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks and styles each page module loads, read by the byte budgets
    // (scripts/bench/firstLoad.mjs) to know a route's first load.
    manifest: true,
    // Budgets live in scripts/bench/budgets.json; this only keeps Vite from nagging about the vendor chunk.
    chunkSizeWarningLimit: 400,
    modulePreload: { polyfill: false },
    // Few requests before the first paint: on a phone over HTTP/1.1 (six connections, 150 ms a round trip) every
    // file queues, and per-chunk CSS makes many render-blocking stylesheets a page. One stylesheet for the whole
    // site is small (its atoms are shared), fetched once and cached for every page after.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The shared modules a few pages import (a button, a notice, a page heading) would be many chunks of under
          // a kilobyte each; copied into each page's own chunk instead (those under 60 kB of source), a content page
          // loads 4 scripts: the entry, the runtime, the app and its page (docs/performance.md). Experimental in rolldown:
          // it turns on strictExecutionOrder, so modules still run in source order; the e2e journeys and the
          // prerender tests run on this build.
          experimentalInlineCommonChunks: { maxSize: 60_000 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
