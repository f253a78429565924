import { expect, test, type Page } from '@playwright/test';
import { goOffline, type Offline } from './support/offline';
import { controlledByServiceWorker } from './support/serviceWorker';

// The offline shell (apps/site/build/offlineShell.ts): once the service worker controls the page, an offline
// navigation ends on the spec's offline page (/network-status, "Check Your Network :("), never on /not-found,
// and nothing under /api is answered from a cache.

const OFFLINE_SCREEN = 'Check Your Network :(';
const NOT_FOUND = "Oops! The page you're looking for doesn't exist.";

/** The offline page; after a page load, `offline` tells the new document it is offline (support/offline.ts). */
async function expectOfflinePage(page: Page, offline?: Offline) {
  await expect(page).toHaveURL(/\/network-status$/);
  await offline?.reassert();
  await expect(page.getByText(OFFLINE_SCREEN)).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
}

test('an offline navigation shows the offline page, by link and by page load', async ({ page }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const offline = await goOffline(page);

  // In the app: the About page's code was never downloaded, so its chunk fails to load.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expectOfflinePage(page);

  // A full page load of another page: the worker answers with the precached shell. Its document may believe it is
  // online (support/offline.ts): the site asks the server before it reloads for a failed chunk, so it still ends
  // on the offline page, which then follows the connection live.
  await page.goto('/media-gallery');
  await expectOfflinePage(page, offline);

  // The offline page itself, loaded afresh: its prerendered HTML and code come from the precache.
  await page.reload();
  await expectOfflinePage(page, offline);

  // Back online, the same link loads the page (one reload for the chunk that failed before).
  await offline.end();
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('online, every page comes from the network with its prerendered content, the home page too', async ({ page }) => {
  await page.goto('/about');
  await controlledByServiceWorker(page);
  for (const [path, heading] of [
    ['/', 'Feel heard. Find your calm.'],
    ['/about', 'Our Story'],
  ] as const) {
    const response = await page.goto(path);
    // Not the precached shell (an empty root), which Workbox gives for "/" unless told otherwise.
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(await response?.text(), path).toContain(heading);
    expect(await page.locator('#root > *').count(), path).toBeGreaterThan(0);
  }
});

test('the worker never answers /api or /dev from a cache', async ({ page, context }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const read = (url: string) =>
    page.evaluate(async (path) => {
      try {
        // Past the browser's HTTP cache (the catalogue is public for a minute), so only the worker could answer.
        return (await fetch(path, { cache: 'no-store' })).status;
      } catch {
        return 'failed';
      }
    }, url);
  expect(await read('/api/health')).toBe(200);
  expect(await read('/api/services/categories/')).toBe(200);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/api') || path.startsWith('/dev'))).toEqual([]);

  await context.setOffline(true);
  expect(await read('/api/health')).toBe('failed');
  expect(await read('/api/services/categories/')).toBe('failed');
  // A navigation to the API is not given the site's shell either.
  await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('the payment return routes are pages of the site offline too', async ({ page }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const offline = await goOffline(page);
  try {
    await page.goto('/api/payments/success/TXN1/?txnid=TXN1');
    // The shell renders the return page's route; its code is not precached, so it shows the offline page.
    await expectOfflinePage(page, offline);
  } finally {
    await offline.end();
  }
});
