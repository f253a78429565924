import type { Page } from '@playwright/test';

export interface Offline {
  /** After a page load while offline: tells the new document too (see `goOffline`). */
  reassert(): Promise<void>;
  /** Back online, this page's documents included. */
  end(): Promise<void>;
}

/**
 * Takes the browser context offline. Playwright's `setOffline` cuts the network, but with some Chromium versions
 * (150 among them) a document loaded after it reports `navigator.onLine` true, so a page that follows the connection live (/network-status) showed one it did
 * not have. The same emulation sent for the page again (`reassert`) reaches the new document; it holds while this
 * CDP session is attached, so `end` lifts it with Playwright's.
 */
export async function goOffline(page: Page): Promise<Offline> {
  const context = page.context();
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  const emulate = async (offline: boolean) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
  await emulate(true);
  return {
    reassert: () => emulate(true),
    async end() {
      await emulate(false);
      await cdp.detach();
      await context.setOffline(false);
    },
  };
}
