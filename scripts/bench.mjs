#!/usr/bin/env node
// `npm run bench`: speed and size against budgets, on the production build. Medians of repeated
// runs, because these machines are noisy; it fails (exit 1) when a budget is exceeded.
// Never part of `npm test`: timings do not belong in pass/fail tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const root = new URL('..', import.meta.url).pathname;
const budgets = {
  firstLoadJsGzipKb: 200,
  firstLoadCssGzipKb: 30,
  apiHealthMedianMs: 15,
  apiCategoriesMedianMs: 25,
  homeLoadMedianMs: 1500,
};

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const results = [];
const record = (name, value, budget, unit) =>
  results.push({ name, value: Number(value.toFixed(1)), budget, unit, ok: value <= budget });

// 1. What the first page load downloads: the entry script and stylesheet of index.html (lazy pages excluded).
const dist = join(root, 'apps/site/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)].map((m) => ({
  file: m[1],
  kind: m[2],
}));
const gz = (kind) =>
  assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + gzipSync(readFileSync(join(dist, a.file))).length, 0) /
  1024;
record('first-load JS (gzip, entry + preloads)', gz('js'), budgets.firstLoadJsGzipKb, 'kB');
record('first-load CSS (gzip)', gz('css'), budgets.firstLoadCssGzipKb, 'kB');

// 2. The API, through the real server on a fresh embedded database.
const port = 8199;
const dataDir = mkdtempSync(join(root, '.tmp', 'bench-'));
const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
const server = spawn('node', ['apps/api/dist/main.js'], { cwd: root, env, stdio: 'inherit' });
const base = `http://localhost:${port}`;
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const time = async (path, runs) => {
    const samples = [];
    for (let i = 0; i < runs + 10; i++) {
      const started = performance.now();
      const response = await fetch(base + path);
      await response.arrayBuffer();
      if (i >= 10) samples.push(performance.now() - started); // the first 10 warm the JIT and caches
    }
    return median(samples);
  };
  record('GET /api/health median', await time('/api/health', 200), budgets.apiHealthMedianMs, 'ms');
  record(
    'GET /api/services/categories/ median',
    await time('/api/services/categories/', 200),
    budgets.apiCategoriesMedianMs,
    'ms',
  );

  // 3. The home page in Chromium: time until the load event, median of 7 cold loads.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const loads = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base + '/', { waitUntil: 'load' });
    loads.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
    await context.close();
  }
  await browser.close();
  record('home page load event median (cold)', median(loads), budgets.homeLoadMedianMs, 'ms');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name}: ${r.value} ${r.unit} (budget ${r.budget} ${r.unit})`);
}
const over = results.filter((r) => !r.ok);
console.log(over.length ? `${over.length} budget(s) exceeded` : 'All budgets met');

process.exit(over.length ? 1 : 0);
