import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { filesOfChunk, isAppChunk, pageModuleName, PRERENDERED_DIR, prerenderedFileOf } from './prerender';

/** The offline page's prerendered HTML. */
const offlinePage = `${PRERENDERED_DIR}/${prerenderedFileOf('/network-status')}`;

/** The page modules an offline visitor needs: the spec's offline page (/network-status) and /not-found. */
const OFFLINE_PAGES = ['NetworkStatusPage', 'NotFoundPage'];

/**
 * The account dialogs (src/features/auth/AccountDialogs.tsx): Sign In must show its offline notice to a visitor who
 * goes offline (spec 01), and the page no longer runs their code until the visitor reaches for the account menu.
 */
const isAccountDialogsChunk = (chunk: Rollup.OutputChunk) =>
  chunk.facadeModuleId?.endsWith('/src/features/auth/AccountDialogs.tsx') === true;

/**
 * The service worker (vite-plugin-pwa's generateSW, Workbox) that makes an offline navigation end on the
 * offline page (spec 01: /network-status) instead of a failed page load or /not-found:
 * - it precaches only the shell: index.html, the entry's JavaScript and CSS, the fonts, the account dialogs' chunks,
 *   the chunks and prerendered HTML of /network-status, and the chunks of /not-found; other pages' chunks are not
 *   downloaded ahead;
 * - a navigation always goes to the network first (HTML is no-cache, so a new deploy or a fresh prerendered
 *   page is used at once); only when that fails does it answer from the precache: /network-status with its
 *   prerendered page, any other page with the shell, whose router then finds the page's chunk missing and
 *   shows /network-status (src/app/chunkFailure.ts);
 * - /api and /dev are left to the network, except the payment return routes, which are pages of the site;
 *   nothing under /api is ever cached, so no private answer is kept on the device.
 * Registered by src/main.tsx in production builds only.
 */
export function offlineShell(): Plugin[] {
  const precached = new Set<string>();
  const recordPrecache: Plugin = {
    name: 'sukoon:offline-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      precached.clear();
      const seen = new Set<string>();
      for (const output of Object.values(bundle)) {
        // The fonts (latin, with the rupee sign).
        if (output.type === 'asset' && /latin-rupee-\d+-normal-.*\.woff2$/.test(output.fileName))
          precached.add(output.fileName);
        if (output.type !== 'chunk') continue;
        const page = pageModuleName(output);
        // The entry, the app it imports once the page is painted (src/main.tsx), the account dialogs and the
        // offline pages, with what they need to run.
        if (
          output.isEntry ||
          isAppChunk(output) ||
          isAccountDialogsChunk(output) ||
          (page && OFFLINE_PAGES.includes(page))
        ) {
          const { js, css } = filesOfChunk(bundle, output.fileName, seen);
          for (const file of [...js, ...css]) precached.add(file);
        }
      }
    },
  };

  return [
    recordPrecache,
    ...VitePWA({
      strategies: 'generateSW',
      // Before precompress (a normal closeBundle), so sw.js is compressed too; after prerender (also 'pre', listed first).
      integration: { closeBundleOrder: 'pre' },
      // src/main.tsx registers it after the first render.
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['index.html', offlinePage, 'assets/*.{js,css,woff2}'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter(({ url }) => precached.has(url) || url === offlinePage || url === 'index.html'),
            warnings: [],
          }),
        ],
        // The shell is chosen per navigation below, never served ahead of the network. Nor is it "/"'s directory
        // index: by default Workbox's precache answers a navigation to / with index.html, the empty shell, so a
        // returning visitor's home page lost its prerendered content (and a new deploy's HTML).
        navigateFallback: null,
        directoryIndex: null,
        inlineWorkboxRuntime: true,
        // A new deploy's worker takes over at once; pages keep running the code they loaded.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // Workbox serialises these functions into sw.js: they must not use anything from this file.
        runtimeCaching: [
          // The offline page, offline: its own prerendered HTML.
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && /^\/network-status\/?$/i.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: offlinePage } },
          },
          // Any other page, offline: the shell. /api and /dev are not pages, except the payment return routes
          // (src/lib/paths.ts, paymentReturnRoutes).
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              (!/^\/(api|dev)(\/|$)/.test(url.pathname) ||
                /^\/api\/payments\/(success|failure|cancel|pending)\//.test(url.pathname)),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
        ],
      },
    }),
  ];
}
