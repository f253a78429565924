import { expect, test } from '@playwright/test';

// The design's font (packages/ui/src/theme/fonts.css) is what the built site draws with: the preloaded
// files are requested once and used, not only emitted.
test('the built site draws its text in Inter, preloaded, latin woff2 only', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloads).toEqual([
    expect.stringMatching(/\/assets\/inter-latin-rupee-700-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/\/assets\/inter-latin-rupee-400-normal-[\w-]+\.woff2$/),
  ]);
  expect(
    await page.evaluate(() => document.fonts.check('700 36px Inter') && document.fonts.check('400 16px Inter')),
  ).toBe(true);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.weight}`),
  );
  expect(loaded).toEqual(expect.arrayContaining(['Inter 700', 'Inter 400']));
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^Inter, "Inter Fallback: Arial"/,
  );
  // Each preloaded file is fetched once (the preload is used by the @font-face), and nothing but latin woff2.
  for (const preload of preloads) expect(fonts.filter((font) => font === preload)).toHaveLength(1);
  expect(fonts.every((font) => /inter-latin-rupee-\d00-normal-[\w-]+\.woff2$/.test(font))).toBe(true);
});

// The rupee sign is in the same files as the latin text (fonts/inter-latin-rupee.py): a page with prices fetches no
// other font file for it, and draws it in Inter.
test('a page with prices draws the rupee sign from the latin files', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/membership-plans');
  await expect(page.getByText(/₹/).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((font) => /inter-latin-rupee-\d00-normal-[\w-]+\.woff2$/.test(font))).toBe(true);
  // Every Inter face that covers the sign is loaded: nothing would draw it in the fallback.
  expect(await page.evaluate(() => document.fonts.check('400 16px Inter', '₹'))).toBe(true);
});

// While Inter loads, text is drawn in local Arial (Liberation Sans on Linux) given Inter's metrics
// (packages/ui/src/theme/fontFallback.css.ts), so nothing moves when Inter arrives. Faces whose names reach the
// stylesheet unquoted are dropped by every browser, and the wait is then drawn in system-ui, whose lines differ.
test('before Inter arrives, the metric-matched fallback lays /about out on the same lines', async ({ browser }) => {
  const layout = async (blockFonts: boolean) => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    if (blockFonts) await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto('/about');
    await page.evaluate(() => document.fonts.ready);
    const result = await page.evaluate(async () => {
      const fallback = await Promise.all(
        [400, 600, 700].map((weight) => document.fonts.load(`${weight} 16px "Inter Fallback: Arial"`)),
      );
      return {
        fallbackFaces: fallback.map((faces) => faces.length),
        heights: [...document.querySelectorAll('main p, main h1, main h2')].map((element) =>
          Math.round(element.getBoundingClientRect().height),
        ),
      };
    });
    await page.close();
    return result;
  };
  const inFallback = await layout(true);
  const inInter = await layout(false);
  // Each weight's face loads (declared twice: in the page's critical CSS and in the stylesheet).
  for (const faces of inFallback.fallbackFaces) expect(faces).toBeGreaterThan(0);
  expect(inFallback.heights.length).toBeGreaterThan(5);
  expect(inFallback.heights).toEqual(inInter.heights);
});
