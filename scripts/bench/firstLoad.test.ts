import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgets, checkByteBudgets, firstLoad, readBuild, routePageModules, siteRoot } from './firstLoad.mjs';

describe('a route first load, from the build', () => {
  let dist: string;
  // Random bytes do not compress, so each file's gzip size is about its size.
  const asset = (name: string, kb: number) => {
    writeFileSync(path.join(dist, 'assets', name), randomBytes(kb * 1000));
    return `assets/${name}`;
  };
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    const manifest = {
      'index.html': {
        file: asset('index.js', 10),
        imports: ['_react.js'],
        css: [asset('index.css', 2)],
        isEntry: true,
      },
      '_react.js': { file: asset('react.js', 40) },
      '_form.js': { file: asset('form.js', 30), imports: ['_react.js'], css: [asset('form.css', 1)] },
      'src/pages/HomePage.tsx': { file: asset('HomePage.js', 5), imports: ['index.html', '_react.js'] },
      'src/pages/RegisterPage.tsx': { file: asset('RegisterPage.js', 65), imports: ['index.html', '_form.js'] },
      'src/pages/ServicesPage.tsx': { file: asset('ServicesPage.js', 36), imports: ['index.html', '_form.js'] },
    };
    writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script>');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("is the entry's static imports and the page module's, with their styles, once each", () => {
    const build = readBuild(dist);
    expect(new Set(firstLoad(build, '/', 'src/pages/HomePage.tsx').js)).toEqual(
      new Set(['assets/index.js', 'assets/react.js', 'assets/HomePage.js']),
    );
    const register = firstLoad(build, '/register', 'src/pages/RegisterPage.tsx');
    expect(new Set(register.js)).toEqual(
      new Set(['assets/index.js', 'assets/react.js', 'assets/RegisterPage.js', 'assets/form.js']),
    );
    expect(new Set(register.css)).toEqual(new Set(['assets/index.css', 'assets/form.css']));
    expect(new Set(register.routeChunks)).toEqual(new Set(['assets/RegisterPage.js', 'assets/form.js']));
  });

  it('counts the app, which the entry imports at once after the first paint, and nothing else the shell loads later', () => {
    const manifestFile = path.join(dist, '.vite/manifest.json');
    const manifest = {
      'index.html': { file: asset('index.js', 1), isEntry: true, imports: ['_site.js'] },
      '_site.js': { file: asset('site.js', 2), dynamicImports: ['src/app/App.tsx', 'src/features/Dialog.tsx'] },
      'src/features/Dialog.tsx': { file: asset('Dialog.js', 9), isDynamicEntry: true },
      'src/app/App.tsx': { file: asset('App.js', 8), imports: ['_react.js'], isDynamicEntry: true },
      '_react.js': { file: asset('react.js', 40) },
      'src/pages/HomePage.tsx': { file: asset('HomePage.js', 5), imports: ['_react.js'] },
    };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const home = firstLoad(readBuild(dist), '/', 'src/pages/HomePage.tsx');
    expect(new Set(home.js)).toEqual(
      new Set(['assets/index.js', 'assets/site.js', 'assets/App.js', 'assets/react.js', 'assets/HomePage.js']),
    );
    // Other code the shell loads on demand (a dialog) is not first load.
    expect(home.routeChunks).toEqual(['assets/HomePage.js']);
  });

  it('also counts what a prerendered page of the route links to', () => {
    mkdirSync(path.join(dist, 'about'));
    writeFileSync(
      path.join(dist, 'about/index.html'),
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/form.js">',
    );
    expect(firstLoad(readBuild(dist), '/about', 'src/pages/HomePage.tsx').js).toContain('assets/form.js');
  });

  it('also counts the scripts a prerendered page names for its entry to preload after the first paint', () => {
    asset('Dialog.js', 9);
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(
      path.join(dist, 'pages/about.html'),
      '<meta name="app-modules" content="/assets/react.js /assets/Dialog.js"><script type="module" src="/assets/index.js"></script>',
    );
    expect(firstLoad(readBuild(dist), '/about', 'src/pages/HomePage.tsx').js).toContain('assets/Dialog.js');
  });

  it('fails a route over its first-load budget and a route chunk over the chunk budget', () => {
    const { rows, exceeded } = checkByteBudgets(
      readBuild(dist),
      new Map([
        ['/', 'src/pages/HomePage.tsx'],
        ['/big', 'src/pages/RegisterPage.tsx'],
        ['/register', 'src/pages/RegisterPage.tsx'],
      ]),
    );
    expect(rows.find((row) => row.route === '/')?.jsGz).toBeGreaterThan(55);
    expect(budgets.bytes.firstLoadJsGzKb['/register']).toBe(150);
    // /big: 145 kB > 110; /register: 145 kB within its form budget of 150; RegisterPage.js (65 kB) > 60 on both.
    expect(exceeded).toEqual([
      expect.stringMatching(/^\/big: first-load JS 14\d\.\d kB gz > 110 kB$/),
      expect.stringMatching(/^\/big: route chunk assets\/RegisterPage\.js 65\.\d kB gz > 60 kB$/),
      expect.stringMatching(/^\/register: route chunk assets\/RegisterPage\.js 65\.\d kB gz > 60 kB$/),
    ]);
  });

  it('holds a route to its ceiling until the goal is met, and to the goal once it has none', () => {
    const modules = new Map([
      ['/payment-status', 'src/pages/ServicesPage.tsx'],
      ['/not-a-budgeted-route', 'src/pages/ServicesPage.tsx'],
    ]);
    // budgets.json holds no ceiling (every route meets its goal): one is given here.
    const byteBudgets = { ...budgets.bytes, ceilingJsGzKb: { '/payment-status': 120 } };
    const { rows, exceeded } = checkByteBudgets(readBuild(dist), modules, { against: 'ceiling', byteBudgets });
    expect(rows.map((row) => [row.route, row.jsBudget, row.goal])).toEqual([
      ['/payment-status', 120, 110],
      ['/not-a-budgeted-route', 110, 110],
    ]);
    // 116 kB: within /payment-status' ceiling, over the goal of a route that has no ceiling.
    expect(exceeded.filter((line) => line.includes('first-load'))).toEqual([
      expect.stringMatching(/^\/not-a-budgeted-route: first-load JS 11\d\.\d kB gz > 110 kB$/),
    ]);
  });

  it("reads the site's real route table: every public route to its page module", () => {
    const modules = routePageModules();
    expect(modules.get('/')).toBe('src/pages/HomePage.tsx');
    expect(modules.get('/register')).toBe('src/pages/RegisterPage.tsx');
    // The routes not prerendered are budgeted too.
    expect(modules.get('/payment-status')).toBe('src/pages/PaymentStatusPage.tsx');
    expect(modules.get('/payment-status-modal')).toBe('src/pages/PaymentStatusModalPage.tsx');
    for (const route of [...budgets.browser.routes, ...budgets.browser.bytesOnlyRoutes]) {
      const module = modules.get(route);
      expect(module, route).toBeDefined();
      expect(existsSync(path.join(siteRoot, module!)), module).toBe(true);
    }
  });
});
