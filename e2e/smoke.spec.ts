import { expect, test } from '@playwright/test';

test('the home page renders with the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Membership Plans' })).toBeVisible();
});

test('an unknown path lands on /not-found', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Membership Plans' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a protected page sends a guest home', async ({ page }) => {
  await page.goto('/myBookings');
  await expect(page).toHaveURL(/\/$/);
});

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('the built site is sent compressed and cacheable', async ({ request }) => {
  const page = await request.get('/services', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  // The entry script and the chunks it preloads: every one immutable, and each one big enough to gain (the entry
  // itself is a one-line facade the build leaves uncompressed) sent compressed.
  const scripts = [
    ...(await page.text()).matchAll(
      /<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(1);
  let compressed = 0;
  for (const script of scripts) {
    const asset = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    if ((await asset.body()).length > 1024) {
      expect(asset.headers()['content-encoding'], script).toBe('gzip');
      compressed += 1;
    }
  }
  expect(compressed).toBeGreaterThan(0);
});
