import type { Page } from '@playwright/test';

/**
 * A screenshot of a key step, for a person to look at: .tmp/e2e-shots/<name>.png. The viewport by default (what
 * the visitor sees; a full-page capture draws fixed headers and dialog overlays at the wrong place); `fullPage`
 * for long pages without a dialog.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({
    path: `.tmp/e2e-shots/${name}.png`,
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}
