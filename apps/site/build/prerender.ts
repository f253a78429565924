import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type Rollup } from 'vite';
import { appModulesMeta } from '../src/prerender/appModules';
import { PRERENDER_STATE_ID, scriptJson } from '../src/prerender/state';
import { criticalCss } from './criticalCss';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Where the prerendered pages go, inside the site's output: `pages/<route>.html` (the API serves them). */
export const PRERENDERED_DIR = 'pages';

/**
 * The server bundle (src/entry-server.tsx built for Node), kept inside the site's output for the API, which renders
 * some pages at request time with it (apps/api/src/http/serverRendered.ts): `entry-server.mjs`, its chunks, and
 * `pages/<route>.html`, the built template of each such page. A dot folder, which the static files never serve.
 */
export const SERVER_BUNDLE_DIR = '.ssr';

/** The file of a route's page: `/` is index.html, `/about` is about.html. */
export const prerenderedFileOf = (route: string) => `${route === '/' ? 'index' : route.replace(/^\//, '')}.html`;

interface RenderedPage {
  html: string;
  head: string;
  state: Parameters<typeof scriptJson>[0];
  pageComponent: string | undefined;
}

interface ServerEntry {
  prerenderedPaths: readonly string[];
  prerender(route: string, renderedAt: Date): Promise<RenderedPage>;
  serverRenderedPaths: readonly string[];
  prerenderTemplate(route: string, renderedAt: Date): Promise<RenderedPage>;
  fillDocument(template: string, page: Pick<RenderedPage, 'html' | 'state'>): string;
}

/** The module src/main.tsx imports once a prerendered page is painted: the app (React, the router, the shell). */
export const APP_MODULE = '/src/app/App.tsx';

/** True for the chunk of APP_MODULE. */
export const isAppChunk = (chunk: OutputChunk) => chunk.facadeModuleId?.endsWith(APP_MODULE) === true;

/** Page modules are src/pages/<Name>.tsx whose default export is the function <Name>. */
export const pageModuleName = (chunk: OutputChunk) => {
  const match = /\/src\/pages\/([A-Za-z]+)\.tsx$/.exec(chunk.facadeModuleId ?? '');
  return match?.[1];
};

/**
 * The CSS and JavaScript files a chunk loads before it runs: itself, its static imports and their CSS, leaving out
 * (and adding to `seen`) the chunks already in `seen`.
 */
export function filesOfChunk(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') return;
    js.add(name);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return { css: [...css], js: [...js] };
}

/** An attribute of one HTML tag as React renders it (camelCase names such as srcSet, fetchPriority). */
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * A `<link rel="preload" as="image">` for the picture a page marks `fetchPriority="high"` (the home carousel's first
 * slide, its LCP element on a phone), placed before the scripts. Found only in the body, that image queued behind
 * the page's module preloads on the browser's six connections and arrived well after the same image in a static
 * copy of the page. The first `<source>` (AVIF)
 * is preloaded with its type, so a browser without AVIF skips the hint instead of fetching the wrong file.
 */
export function lcpImagePreload(pageHtml: string): string {
  const img = /<img\b[^>]*\sfetchPriority="high"[^>]*>/i.exec(pageHtml);
  if (!img) return '';
  const before = pageHtml.slice(0, img.index);
  const pictureStart = before.lastIndexOf('<picture');
  const source =
    pictureStart >= 0 && !before.slice(pictureStart).includes('</picture>')
      ? /<source\b[^>]*>/i.exec(before.slice(pictureStart))?.[0]
      : undefined;
  const tag = source ?? img[0];
  const srcSet = attributeOf(tag, 'srcSet');
  const sizes = attributeOf(tag, 'sizes');
  const type = source ? attributeOf(source, 'type') : undefined;
  const href = attributeOf(img[0], 'src');
  const attributes = [
    'rel="preload"',
    'as="image"',
    ...(type ? [`type="${type}"`] : []),
    ...(srcSet ? [`imagesrcset="${srcSet}"`] : href ? [`href="${href}"`] : []),
    ...(sizes ? [`imagesizes="${sizes}"`] : []),
    'fetchpriority="high"',
  ];
  return `<link ${attributes.join(' ')}>`;
}

/**
 * Prerenders every public route at build time: after the browser build, builds src/entry-server.tsx for
 * Node with the same source transforms, renders each route with React Router's static handler, and writes
 * dist/pages/<route>.html: the shell (dist/index.html) with the page's title and description in its head, the page's
 * own CSS linked (so the HTML is styled before any script runs) and its chunks named for the entry to preload, its
 * markup in #root and the state the browser hydrates with (src/prerender/state.ts), its critical CSS inline
 * (build/criticalCss.ts). Runs before precompress.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  const pageChunks = new Map<string, { css: string[]; js: string[] }>();
  let entryFiles = new Set<string>();
  // The app the entry imports once the page is painted (src/main.tsx): its chunks and their static imports.
  let appFiles: string[] = [];
  return {
    name: 'sukoon:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    // The written bundle: Vite drops the JavaScript of CSS-only chunks in its own generateBundle.
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry);
      // The entry's own CSS and imports are in index.html already.
      entryFiles = entry ? new Set(filesOfChunk(bundle, entry.fileName).js) : new Set();
      const seen = new Set(entryFiles);
      const app = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && isAppChunk(file));
      appFiles = app ? filesOfChunk(bundle, app.fileName, seen).js : [];
      const beforePages = new Set([...entryFiles, ...appFiles]);
      for (const file of Object.values(bundle)) {
        const name = file.type === 'chunk' ? pageModuleName(file) : undefined;
        if (name) pageChunks.set(name, filesOfChunk(bundle, file.fileName, new Set(beforePages)));
      }
    },
    closeBundle: {
      order: 'pre',
      async handler() {
        // Inside the build's output, which stays inside the repository (the API serves a copy under .tmp at most), so
        // the server bundle's imports (react, react-router) resolve from node_modules; .mjs whatever package.json is
        // nearest to the copy.
        const serverOut = path.join(outDir, SERVER_BUNDLE_DIR);
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          // The public folder is the browser's, copied once beside the pages.
          publicDir: false,
          // The transforms the source needs; the output plugins (compression, service worker) are the browser's.
          plugins: [react(), vanillaExtractPlugin()],
          ssr: { noExternal: [/^@sukoon\//] },
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: serverOut,
            emptyOutDir: true,
            minify: false,
            rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
          },
        });
        await writePages(serverOut);
      },
    },
  };

  async function writePages(serverOut: string) {
    const server = (await import(pathToFileURL(path.join(serverOut, 'entry-server.mjs')).href)) as ServerEntry;
    const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const appPreloads = appFiles.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('');
    // The empty shell (protected pages, payment returns) starts the app at once: its files as soon as possible.
    await writeFile(
      path.join(outDir, 'index.html'),
      shell.replace('</head>', () => `${appPreloads}</head>`),
    );
    const inlineCriticalCss = criticalCss(outDir, base);
    const renderedAt = new Date();
    await rm(path.join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
    await mkdir(path.join(outDir, PRERENDERED_DIR));
    const documentOf = async (route: string, page: RenderedPage) => {
      const files = page.pageComponent ? pageChunks.get(page.pageComponent) : undefined;
      if (!files) throw new Error(`prerender: no chunk of src/pages/${page.pageComponent}.tsx for ${route}`);
      // The app and the page's code are named, not linked: the entry preloads them once the page is painted
      // (src/prerender/appModules.ts), so the CSS, the fonts and the LCP image do not share the link with the app's
      // script, and the browser issues three requests fewer before its first paint.
      const links = [
        ...files.css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
        appModulesMeta([...appFiles, ...files.js].map((file) => `${base}${file}`)),
      ].join('');
      const html = shell
        .replace(/<title>[^<]*<\/title>/, () => page.head + lcpImagePreload(page.html))
        .replace('</head>', () => `${links}</head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${page.html}</div>` +
            `<script type="application/json" id="${PRERENDER_STATE_ID}">${scriptJson(page.state)}</script>`,
        );
      return inlineCriticalCss(html);
    };
    for (const route of server.prerenderedPaths) {
      const page = await server.prerender(route, renderedAt);
      await writeFile(path.join(outDir, PRERENDERED_DIR, prerenderedFileOf(route)), await documentOf(route, page));
    }
    // The templates of the pages rendered at request time: drawn with sample data, so their critical CSS is that of
    // a page with data, the page the API sends. Their prerendered page above (no data: the browser asks) is what the
    // API sends when it cannot render.
    await mkdir(path.join(serverOut, PRERENDERED_DIR));
    for (const route of server.serverRenderedPaths) {
      const template = await documentOf(route, await server.prerenderTemplate(route, renderedAt));
      // Checked here rather than on the first visit: the template must have the place the API fills.
      server.fillDocument(template, {
        html: '',
        state: { renderedAt: renderedAt.toISOString(), queries: { mutations: [], queries: [] } },
      });
      await writeFile(path.join(serverOut, PRERENDERED_DIR, prerenderedFileOf(route)), template);
    }
  }
}
