// Page figures in Debian's Chromium: LCP and CLS of the product and of its static reference under mobile throttling,
// the static references themselves, and Lighthouse's mobile performance score.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

/** A mid-range phone on a slow mobile network (Lighthouse's mobile figures): ~1.6 Mbps down, 150 ms RTT, 4x CPU. */
export const THROTTLING = { downloadKbps: 1600, uploadKbps: 750, rttMs: 150, cpuSlowdown: 4 };
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
export const REFERENCE_PREFIX = '/__reference';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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
  }
  await context.close();
}

// Installed before any page script: the last largest-contentful-paint candidate and the sum of layout shifts not
// caused by input (an upper bound of CLS's worst session window).
const OBSERVERS = () => {
  window.__bench = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__bench.cls += entry.value;
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
  const { lcp, cls } = await page.evaluate(() => window.__bench);
  await context.close();
  return { lcp, cls, bytes };
}

/** Median LCP and CLS of `runs` cold loads of the product and its reference, alternated so drift hits both alike. */
export async function compareWithReference(browser, base, route, runs) {
  const product = [];
  const reference = [];
  for (let i = 0; i < runs; i++) {
    product.push(await throttledLoad(browser, base + route));
    reference.push(await throttledLoad(browser, `${base}${REFERENCE_PREFIX}${route === '/' ? '/' : `${route}/`}`));
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
  };
}

/** Lighthouse's mobile performance score (0-100) and Total Blocking Time, median of `runs`, in its own Chromium. */
export async function lighthouseScores(url, runs) {
  const scores = [];
  const tbts = [];
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
      scores.push(Math.round((result.lhr.categories.performance.score ?? 0) * 100));
      tbts.push(result.lhr.audits['total-blocking-time'].numericValue);
    } finally {
      await chrome.kill();
    }
  }
  return { score: median(scores), tbt: median(tbts) };
}
