import type { Page } from '@playwright/test';

/** Waits until the service worker (apps/site/build/offlineShell.ts) has precached its files and controls this page. */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}
