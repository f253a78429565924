// Page figures in Debian's Chromium: LCP and CLS of the product and of its static reference under mobile throttling,
// the static references themselves, and Lighthouse's mobile performance score.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { median } from './stats.mjs';

/** A mid-range phone on a slow mobile network (Lighthouse's mobile figures): ~1.6 Mbps down, 150 ms RTT, 4x CPU. */
export const THROTTLING = { downloadKbps: 1600, uploadKbps: 750, rttMs: 150, cpuSlowdown: 4 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const REFERENCE_PREFIX = '/__reference';
/**
 * Where a route's static reference is served: the file itself. A folder URL (/__reference/services/) is not served
 * as its index.html by the product's server: it answers the site's not-found page (writeReferences checks what is served).
 */
export const referenceUrl = (base, route) => `${base}${REFERENCE_PREFIX}${route === '/' ? '' : route}/index.html`;

export const launchBrowser = () =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

/**
 * The static reference of each route: its own DOM once rendered (unthrottled, network idle), with every script and
 * module preload removed, written into the served site folder under /__reference/<route>/ with the same brotli and
 * gzip copies the build makes, so the same server sends it the same way.
 */
export async function writeReferences(browser, base, routes, siteDir) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const html = await page.evaluate(() => {
      const root = document.documentElement.cloneNode(true);
      root.querySelectorAll('script, link[rel="modulepreload"]').forEach((element) => element.remove());
      return `<!doctype html>\n${root.outerHTML}`;
    });
    const dir = join(siteDir, REFERENCE_PREFIX, route);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'index.html');
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    const served = await (await fetch(referenceUrl(base, route))).text();
    if (served !== html) throw new Error(`${referenceUrl(base, route)} does not serve the reference just written`);
  }
  await context.close();
}

// Installed before any page script: the last largest-contentful-paint candidate and the sum of layout shifts not
// caused by input (an upper bound of CLS's worst session window).
const OBSERVERS = () => {
  window.__bench = { lcp: 0, lcpElement: '', cls: 0, shifts: [] };
  // The element is named too: a ratio only means something when product and reference paint the same element last.
  // A shift's source can be a text node (a typed headline's letters): it is named by its parent element.
  const describe = (node) => {
    const element = node?.nodeType === Node.TEXT_NODE ? node.parentElement : node;
    if (!element?.tagName) return '(removed)';
    const text = node === element ? '' : ' (its text)';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"${text}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__bench.lcp = entry.startTime;
      window.__bench.lcpElement = `${describe(entry.element)}${entry.url ? ` ${entry.url.split('/').pop()}` : ''}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__bench.cls += entry.value;
      const moved = entry.sources?.map((source) => describe(source.node)).join(', ');
      window.__bench.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** One cold load of `url` on the throttled phone: LCP, CLS and the bytes received per resource type. */
export async function throttledLoad(browser, url) {
  // No service worker: a first visit is measured, and its precaching would only compete for the slow network.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  const typeOf = new Map();
  const bytes = {};
  cdp.on('Network.responseReceived', (event) => typeOf.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const type = typeOf.get(event.requestId) ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  const { lcp, lcpElement, cls, shifts } = await page.evaluate(() => window.__bench);
  await context.close();
  return { lcp, lcpElement, cls, shifts, bytes };
}

const mostFrequent = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
};

/** Median LCP and CLS of `runs` cold loads of the product and its reference, alternated so drift hits both alike. */
export async function compareWithReference(browser, base, route, runs) {
  const product = [];
  const reference = [];
  for (let i = 0; i < runs; i++) {
    product.push(await throttledLoad(browser, base + route));
    reference.push(await throttledLoad(browser, referenceUrl(base, route)));
  }
  const lcp = median(product.map((r) => r.lcp));
  const referenceLcp = median(reference.map((r) => r.lcp));
  return {
    lcp,
    referenceLcp,
    ratio: lcp / referenceLcp,
    cls: median(product.map((r) => r.cls)),
    referenceCls: median(reference.map((r) => r.cls)),
    fontBytes: median(product.map((r) => r.bytes.Font ?? 0)),
    // The most frequent last LCP element of each, and the layout shifts of the product's median-CLS load.
    lcpElement: mostFrequent(product.map((r) => r.lcpElement)),
    referenceLcpElement: mostFrequent(reference.map((r) => r.lcpElement)),
    shifts: [...product].sort((a, b) => a.cls - b.cls)[Math.floor(product.length / 2)]?.shifts ?? [],
    // Each load in the order taken, so a reader sees the spread the medians come from: on a shared machine the same
    // static page's LCP varies from load to load.
    lcps: product.map((r) => Math.round(r.lcp)),
    referenceLcps: reference.map((r) => Math.round(r.lcp)),
  };
}

/** Lighthouse's mobile performance score (0-100) and Total Blocking Time, median of `runs` (those it could measure), in its own Chromium. */
export async function lighthouseScores(url, runs) {
  const scores = [];
  const tbts = [];
  const benchmarkIndexes = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      // A run Lighthouse could not measure (NO_NAVSTART now and then on this machine) is left out, not counted as 0.
      if (result.lhr.runtimeError) {
        console.error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} (run left out)`);
        continue;
      }
      scores.push(Math.round((result.lhr.categories.performance.score ?? 0) * 100));
      tbts.push(result.lhr.audits['total-blocking-time'].numericValue);
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    } finally {
      await chrome.kill();
    }
  }
  // Every run's figures too: on a shared machine one route's TBT spans tens to hundreds of ms from run to run.
  // Lighthouse's benchmarkIndex says how fast the machine's CPU was during the runs (its simulated throttling is
  // 4x slower than the machine, whatever the machine): the score and TBT are absolute, and on a host running far
  // below its usual speed they fail on pages that a normal day scores near 100.
  return { score: median(scores), tbt: median(tbts), scores, tbts, benchmarkIndex: median(benchmarkIndexes) };
}
