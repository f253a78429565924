import { expect, test, type Page } from '@playwright/test';
import { signedInNewUser } from './support/accounts';
import { bookAndPayByCard, slotGroup, type Service } from './support/booking';
import { goOffline, type Offline } from './support/offline';
import { controlledByServiceWorker } from './support/serviceWorker';
import { shot } from './support/shots';

// The offline shell (apps/site/build/offlineShell.ts): once the service worker controls the page, an offline
// navigation ends on the spec's offline page (/network-status, "Check Your Network :("), never on /not-found,
// and nothing under /api is answered from a cache.

const OFFLINE_SCREEN = 'Check Your Network :(';
const NOT_FOUND = "Oops! The page you're looking for doesn't exist.";

/**
 * The offline page, never a blank one: its words inside the site's header. After a page load, `offline` tells the
 * new document it is offline (support/offline.ts).
 */
async function expectOfflinePage(page: Page, offline?: Offline) {
  await expect(page).toHaveURL(/\/network-status$/);
  await offline?.reassert();
  await expect(page.getByText(OFFLINE_SCREEN)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
}

/** Back online, the offline page says so and offers the way back, with nothing reloaded by hand. */
async function expectBackOnline(page: Page) {
  await expect(page.getByText('You are connected :)')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
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

// The same journeys whether or not a service worker controls the page: without one (a first visit before it
// activates, a browser or window that allows none) the offline page's own code cannot come offline, so it shows from
// what the page already holds, and the app recovers by itself once the connection returns.
const PARENT: Service = { category: 'Parent', title: 'Parenting Support Session (Virtual)', amount: '₹10,000' };

for (const serviceWorkers of ['block', 'allow'] as const) {
  test.describe(`with service workers ${serviceWorkers === 'block' ? 'blocked' : 'allowed'}`, () => {
    test.use({ serviceWorkers });

    /**
     * Opens `path` and waits until it has hydrated and its calls are answered; with workers allowed, also until the
     * worker (and its precache) controls the page.
     */
    async function open(page: Page, path: string) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (serviceWorkers === 'allow') await controlledByServiceWorker(page);
    }

    test('going offline on /services shows the offline page, and the way back once online', async ({ page }) => {
      await open(page, '/services');
      await expect(page.getByRole('tab', { name: 'Parent', exact: true })).toBeVisible();
      const offline = await goOffline(page);
      await expectOfflinePage(page);
      await shot(page, `offline-${serviceWorkers}-01-services-offline`);

      await offline.end();
      await expectBackOnline(page);
      await page.getByRole('button', { name: 'Back to the page you were on' }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole('tab', { name: 'Parent', exact: true })).toBeVisible();
    });

    test('a header link followed offline shows the offline page; online, the link works again', async ({ page }) => {
      await open(page, '/');
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
      const offline = await goOffline(page);
      await about.click();
      await expectOfflinePage(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await shot(page, `offline-${serviceWorkers}-02-header-link-offline-360`);
      await page.setViewportSize({ width: 1280, height: 900 });

      await offline.end();
      await expectBackOnline(page);
      await about.click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('rescheduling offline says the times wait for the connection, and shows them once it is back', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signedInNewUser(page, request, `offline-${serviceWorkers}`);
      // Five days ahead: well before the change cut-off, and a day no other journey books this service on.
      await bookAndPayByCard(page, PARENT, 5);
      await open(page, '/MyBookings');
      const reschedule = page.getByRole('button', { name: 'Reschedule' });
      await expect(reschedule).toBeVisible();

      const offline = await goOffline(page);
      const dialog = page.getByRole('dialog', { name: 'Reschedule your session' });
      try {
        await expect(
          page.getByText("You're offline. Please check your connection to view your bookings."),
        ).toBeVisible();
        await reschedule.click();
        await expect(
          dialog.getByText("You're offline. The available times will show here as soon as your connection is back."),
        ).toBeVisible();
        await expect(dialog.getByText(/Loading available time slots/)).toHaveCount(0);
        await shot(page, `offline-${serviceWorkers}-03-reschedule-offline`);
      } finally {
        await offline.end();
      }
      await expect(slotGroup(dialog).getByRole('radio').first()).toBeVisible();
      await expect(dialog.getByText(/The available times will show here/)).toHaveCount(0);
    });
  });
}
