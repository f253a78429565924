// What a browser fetches to show a route of the built site for the first time, from the build itself: the entry of
// index.html (with what it imports at once: the app) and the route's page module, each with the chunks and styles it
// imports statically (Vite's manifest:
// the modulepreload graph Vite's loader follows), plus whatever the route's prerendered HTML links. Shared by the
// byte budgets in `npm test` (bytes.mjs) and `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../..', import.meta.url).pathname;
export const siteRoot = join(root, 'apps/site');
export const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/**
 * The router's route -> page module table, read from the route table's source (routes whose element is loaded by
 * `...page(() => import('../pages/X'))`, with or without page options), with the paths of src/lib/paths.ts. Routes with their own loaders
 * (signed-in pages that load two modules) are not read and not budgeted.
 */
export function routePageModules(site = siteRoot) {
  const pathsSource = readFileSync(join(site, 'src/lib/paths.ts'), 'utf8');
  const pathOf = new Map([...pathsSource.matchAll(/^\s*(\w+): '(\/[^']*)',$/gm)].map((m) => [m[1], m[2]]));
  const routesSource = readFileSync(join(site, 'src/app/routes.tsx'), 'utf8');
  const modules = new Map();
  for (const m of routesSource.matchAll(
    /path: paths\.(\w+),\s*\.\.\.page\(\(\) => import\('\.\.\/pages\/(\w+)'\)[,)]/g,
  )) {
    const route = pathOf.get(m[1]);
    if (!route) throw new Error(`routes.tsx names paths.${m[1]}, which src/lib/paths.ts does not define`);
    modules.set(route, `src/pages/${m[2]}.tsx`);
  }
  if (modules.size === 0) throw new Error('No `...page(() => import(...))` routes found in src/app/routes.tsx');
  return modules;
}

/** The module src/main.tsx imports at once, dynamically: the app (React, the router, the shell). */
export const APP_MODULE = 'src/app/App.tsx';

/** The built site: its manifest (build.manifest in vite.config.ts) and folder. */
export function readBuild(dist = join(siteRoot, 'dist')) {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the site (npm run build) with build.manifest in vite.config.ts`);
  }
  return { dist, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) };
}

/** The files (under dist, without a leading slash) a manifest entry loads before it runs: itself, its static imports, their styles. */
function staticClosure(manifest, key, into = { js: new Set(), css: new Set() }, seen = new Set()) {
  if (seen.has(key)) return into;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's manifest has no entry ${key}`);
  if (chunk.file.endsWith('.js')) into.js.add(chunk.file);
  for (const css of chunk.css ?? []) into.css.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into, seen);
  return into;
}

/** Scripts, modulepreloads and stylesheets a built HTML page links to (the prerendered page of a route, if any). */
function htmlLinks(html) {
  const js = new Set();
  const css = new Set();
  // The scripts a prerendered page names for its entry to preload at once after the first paint
  // (apps/site/src/prerender/appModules.ts): the app's, the page's, and on a page whose first screen waits for a call,
  // that call's code. Fetched with the page, so first load.
  const named = /<meta name="app-modules" content="([^"]*)"/.exec(html)?.[1];
  for (const url of named?.split(' ') ?? []) if (url.startsWith('/') && url.endsWith('.js')) js.add(url.slice(1));
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = m[0];
    const url = /(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    if (url.endsWith('.js') && (tag.startsWith('<script') || /rel="modulepreload"/.test(tag))) js.add(url);
    if (url.endsWith('.css') && /rel="stylesheet"/.test(tag)) css.add(url);
  }
  return { js, css };
}

/**
 * The HTML the server sends for a route: its prerendered page when the build wrote one (apps/site/build/prerender.ts
 * writes dist/pages/<route>.html, pages/index.html for /; dist/<route>/index.html is the other usual layout), else
 * the shell.
 */
export function htmlFileOf(build, route) {
  const name = route.replace(/^\//, '') || 'index';
  const candidates = [join(build.dist, 'pages', `${name}.html`), join(build.dist, route.slice(1), 'index.html')];
  return candidates.find((file) => existsSync(file)) ?? join(build.dist, 'index.html');
}

/**
 * A route's first load: the entry's and the page module's static closures, and what its HTML links. `routeChunks`
 * are the JS files the route's page module adds to the entry's (its page chunk and the chunks only pages import).
 */
export function firstLoad(build, route, pageModule) {
  const entry = staticClosure(build.manifest, 'index.html');
  // The app, which the entry imports at once (after a prerendered page's first paint, src/main.tsx), is first load too.
  if (build.manifest[APP_MODULE]) staticClosure(build.manifest, APP_MODULE, entry);
  const page = staticClosure(build.manifest, pageModule);
  const linked = htmlLinks(readFileSync(htmlFileOf(build, route), 'utf8'));
  const js = new Set([...entry.js, ...page.js, ...linked.js]);
  const css = new Set([...entry.css, ...page.css, ...linked.css]);
  const routeChunks = [...page.js].filter((file) => !entry.js.has(file));
  return { js: [...js], css: [...css], routeChunks };
}

/** Bytes of a built file as sent to a browser that accepts `encoding` ('br' or 'gzip'): its precompressed copy, or
 * the file itself when the build found it too small to compress. */
export function servedBytes(build, file, encoding) {
  const full = join(build.dist, file);
  const copy = `${full}${encoding === 'br' ? '.br' : '.gz'}`;
  return readFileSync(existsSync(copy) ? copy : full).length;
}

/** Gzip bytes of a built file: its .gz copy, or gzip -9 of it when the build wrote none (a small file). */
export function gzipBytes(build, file) {
  const full = join(build.dist, file);
  if (existsSync(`${full}.gz`)) return readFileSync(`${full}.gz`).length;
  return gzipSync(readFileSync(full), { level: 9 }).length;
}

const kb = (bytes) => bytes / 1000;
const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * Every budgeted route's first-load bytes and its route chunks, against budgets.json: the goals, or (`against:
 * 'ceiling'`, what npm test checks) each route's ceiling until its goal is met. Deterministic: reads only the
 * build. `byteBudgets` is budgets.json's `bytes` unless given (tests). Returns rows and the list of exceeded budgets (empty when all are met).
 */
export function checkByteBudgets(
  build = readBuild(),
  modules = routePageModules(),
  { against = 'goal', byteBudgets = budgets.bytes } = {},
) {
  const { firstLoadJsGzKb, routeChunkGzKb, ceilingJsGzKb = {} } = byteBudgets;
  const rows = [];
  const exceeded = [];
  for (const [route, pageModule] of modules) {
    const load = firstLoad(build, route, pageModule);
    const missing = [...load.js, ...load.css].filter((file) => !existsSync(join(build.dist, file)));
    if (missing.length) {
      exceeded.push(`${route}: its first load names ${missing.join(', ')}, which the build does not have`);
      for (const list of [load.js, load.css, load.routeChunks])
        list.splice(0, list.length, ...list.filter((f) => !missing.includes(f)));
    }
    const jsGz = kb(sum(load.js.map((file) => gzipBytes(build, file))));
    const jsBr = kb(sum(load.js.map((file) => servedBytes(build, file, 'br'))));
    const cssGz = kb(sum(load.css.map((file) => gzipBytes(build, file))));
    const cssBr = kb(sum(load.css.map((file) => servedBytes(build, file, 'br'))));
    const goal = firstLoadJsGzKb[route] ?? firstLoadJsGzKb.default;
    // 'ceiling' (npm test): a route's ratchet until its goal is met; a route without one is held to its goal.
    const jsBudget = against === 'ceiling' ? Math.max(goal, ceilingJsGzKb[route] ?? goal) : goal;
    const chunks = load.routeChunks.map((file) => ({ file, gzKb: kb(gzipBytes(build, file)) }));
    rows.push({ route, pageModule, jsGz, jsBr, cssGz, cssBr, jsBudget, goal, chunks, files: load.js.length });
    if (jsGz > jsBudget) {
      exceeded.push(`${route}: first-load JS ${jsGz.toFixed(1)} kB gz > ${jsBudget} kB`);
    }
    for (const chunk of chunks) {
      if (chunk.gzKb > routeChunkGzKb) {
        exceeded.push(`${route}: route chunk ${chunk.file} ${chunk.gzKb.toFixed(1)} kB gz > ${routeChunkGzKb} kB`);
      }
    }
  }
  return { rows, exceeded };
}
