import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { createVerifiedUser, signInBrowserThroughApi } from './support/accounts';
import { recordedLayoutShifts, recordLayoutShifts } from './support/layoutShifts';

// Every public route is prerendered at build time (apps/site/build/prerender.ts) and served by the API for its path:
// its content and title are in the HTML without JavaScript, and the browser hydrates it without a mismatch.

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

interface PublicRoute {
  path: string;
  title: string;
  /** Texts of the page's main content, in the HTML itself. */
  content: string[];
}

const publicRoutes: PublicRoute[] = [
  {
    path: '/',
    title: 'Online counselling and coaching | Sukoon',
    // The hero's words, and the certifications from the seed's data.
    content: ['Feel heard. Find your calm.', 'Postgraduate training in Counselling Psychology'],
  },
  {
    path: '/about',
    title: 'About us | Sukoon',
    content: ['Our Story', 'Postgraduate training in Counselling Psychology'],
  },
  { path: '/services', title: 'Services | Sukoon', content: ['Our Services', 'Individual Counselling'] },
  { path: '/testimonials', title: 'Testimonials | Sukoon', content: ['Transformative Experiences'] },
  { path: '/media-gallery', title: 'Media gallery | Sukoon', content: ['Moments Worth Sharing'] },
  { path: '/contact', title: 'Contact us | Sukoon', content: ['Get in Touch', 'Send Message'] },
  { path: '/membership-plans', title: 'Membership plans | Sukoon', content: ['Membership Plans', 'Bronze', 'Diamond'] },
  { path: '/disclaimer', title: 'Disclaimer | Sukoon', content: ['Disclaimer', 'Last updated April 22, 2024'] },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions | Sukoon',
    content: ['Terms and Conditions', 'Last updated April 22, 2024'],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | Sukoon',
    content: ['Privacy Policy', 'Last updated April 22, 2024'],
  },
  { path: '/register', title: 'Create your account | Sukoon', content: ['Create your account'] },
  // Neutral until the browser says whether it is online.
  { path: '/network-status', title: 'Network status | Sukoon', content: ['Network Status', 'Checking…'] },
  {
    path: '/not-found',
    title: 'Page not found | Sukoon',
    content: ["Oops! The page you're looking for doesn't exist."],
  },
];

/** Every element's box, colours and font: what a missing rule would change. */
async function looks(page: Page) {
  // Once the fonts the page asked for have come (or failed): Inter arriving in one page and not yet in the
  // other changes every text box (font-display: swap).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.locator('#root *').evaluateAll((elements) => {
    // Moving parts (the certifications' marquee) at their first frame in both.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    return elements.map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const place = [box.x, box.y, box.width, box.height].map(Math.round).join(',');
      const paint = [style.color, style.backgroundColor, style.fontFamily, style.fontSize, style.fontWeight];
      return `${element.tagName} ${place} ${paint.join(' ')}`;
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of publicRoutes) {
    test(`${route.path} has its title and content in the HTML`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      for (const text of route.content) await expect(page.locator('#root').getByText(text).first()).toBeVisible();
    });
  }

  // Rendered by the API at request time (apps/api/src/http/serverRendered.ts): the approved testimonials are in the
  // HTML, with no script run; Sameer's demo testimonial waits for staff, and no journey approves it.
  test('/testimonials is served with the approved testimonials in its HTML, and not those waiting', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/testimonials')).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="prerender-state"'));
    expect(root).toContain('I had put off talking to anyone for two years.');
    expect(html).not.toContain('Sameer');
    await page.goto('/testimonials');
    await expect(page.locator('#root').getByText('Kavya', { exact: true })).toBeVisible();
    await expect(page.locator('#root').getByText('Sameer', { exact: true })).toHaveCount(0);
    await expect(page.locator('#root [data-skeleton]')).toHaveCount(0);
  });

  test("/ preloads its LCP picture (the carousel's first slide) before any script", async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const preload = html.indexOf('<link rel="preload" as="image" type="image/avif"');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('<script'));
    expect(preload).toBeLessThan(html.indexOf('rel="modulepreload"'));
    await page.goto('/');
    const firstSlide = await page.locator('#root picture source[type="image/avif"]').first().getAttribute('srcset');
    expect(html).toContain(`imagesrcset="${firstSlide}"`);
    // A page without a high-priority picture gets no hint.
    expect(await (await request.get('/about')).text()).not.toContain('as="image"');
  });

  // The stylesheet is linked at the end of the body (apps/site/build/criticalCss.ts): until it arrives, the rules
  // inlined in the head must draw the page as it will be drawn, or the first paint would shift once it lands.
  // One test per page, so a slow host's time limit applies to each page, not to all of them together.
  for (const route of publicRoutes) {
    test(`${route.path} is drawn by its inline critical CSS before the stylesheet arrives`, async ({ browser }) => {
      // Four loads of the page, /media-gallery's with all its pictures, on a host that may be slow.
      test.setTimeout(120_000);
      for (const width of [360, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
        const styled = await context.newPage();
        const unstyled = await context.newPage();
        await unstyled.route(/\/assets\/style-[^/]+\.css$/, (request) => request.abort());
        await styled.goto(route.path);
        await unstyled.goto(route.path);
        const withStylesheet = await looks(styled);
        expect(withStylesheet.length).toBeGreaterThan(10);
        expect(await looks(unstyled), `${route.path} at ${width} px`).toEqual(withStylesheet);
        await context.close();
      }
    });
  }

  test('a protected page is the empty shell, left to the browser', async ({ page }) => {
    await page.goto('/MyBookings');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** Console errors and warnings (React reports a hydration mismatch as one) and uncaught errors of a page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Hydrated: React has attached itself to the prerendered page heading (it does so only by hydrating it). */
async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('#root h1')
        .first()
        .evaluate((heading) => Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
  // The page's own calls (the refresh of the prerendered data) have been answered and rendered.
  await page.waitForLoadState('networkidle');
}

test.describe('hydration', () => {
  for (const route of publicRoutes) {
    test(`${route.path} hydrates without a console error or warning`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page).toHaveTitle(route.title);
      expect(problems).toEqual([]);
    });
  }

  test('/testimonials hydrates with the testimonials of its HTML, without asking the API for them again', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/testimonials/review/')) calls.push(request.url());
    });
    const problems = collectProblems(page);
    await page.goto('/testimonials');
    await waitForHydration(page);
    await expect(page.locator('#root').getByText('Kavya', { exact: true })).toBeVisible();
    expect(calls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a navigation in the browser to /testimonials asks the API for them, as before', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const call = page.waitForRequest((request) => request.url().includes('/api/testimonials/review/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }).click();
    await call;
    await expect(page.locator('#root').getByText('Kavya', { exact: true })).toBeVisible();
  });

  test('/about names its app and page scripts, and they are requested once each, only after its stylesheet has loaded', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    await waitForHydration(page);
    const named = ((await page.locator('meta[name="app-modules"]').getAttribute('content')) ?? '').split(' ');
    expect(named).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/assets\/App-[\w-]+\.js$/),
        expect.stringMatching(/\/assets\/react-[\w-]+\.js$/),
        expect.stringMatching(/\/assets\/AboutPage-[\w-]+\.js$/),
      ]),
    );
    // Not linked by the HTML itself: nothing of them competes with the fonts and the stylesheet before the paint.
    const html = await (await page.request.get('/about')).text();
    for (const file of named) expect(html).not.toContain(`href="${file}"`);
    // The entry runs only once the stylesheet at the end of the body has loaded, and preloads them after the next
    // paint (src/main.tsx). The paint's own timestamp is when the frame was shown, which a busy machine shows later
    // than the main thread moved on: it is no reference here.
    const early = await page.evaluate((files) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const stylesheet = resources.find((entry) => /\/assets\/style-[\w-]+\.css$/.test(entry.name));
      if (!stylesheet) return ['no stylesheet was loaded'];
      return files.filter(
        (file) => !resources.some((entry) => entry.name.endsWith(file) && entry.startTime >= stylesheet.responseEnd),
      );
    }, named);
    expect(early).toEqual([]);
    for (const file of named)
      expect(
        requested.filter((path) => path === file),
        file,
      ).toHaveLength(1);
  });

  test('the path is matched as the router matches it: any letter case, with or without a trailing slash', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    for (const path of ['/About', '/about/', '/SERVICES/']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('#root h1').first()).toHaveText(
        path.startsWith('/About') || path === '/about/' ? 'Our Story' : 'Our Services',
      );
    }
    expect(problems).toEqual([]);
  });

  // On a phone's first screen, so the pages' deferred sections are still their HTML: the switch after hydration
  // must not wait for them (a dehydrated Suspense boundary made it wait until the visitor scrolled).
  for (const path of ['/about', '/']) {
    test(`a signed-in visitor hydrates the signed-out page ${path}, then sees their menu without scrolling`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(() => {
        localStorage.setItem('token', 'e2e-token');
        localStorage.setItem(
          'user',
          JSON.stringify({ id: 1, email: 'asha@example.com', first_name: 'Asha', last_name: 'Rao' }),
        );
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: /Asha/ })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    });
  }

  test('the hydrated page is interactive: a navigation link routes in the browser, without loading a page', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    await expect(page).toHaveTitle('About us | Sukoon');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  // Pages whose sections below a phone's first screen are deferred sections (src/lib/deferredSection.tsx): a control
  // in them, and what clicking it shows once they are hydrated.
  const deferredSections = [
    {
      path: '/',
      code: /\/assets\/HomeLowerSections-[^/]*\.js$/,
      control: (page: Page) =>
        page.getByRole('region', { name: 'Minute Of Calm' }).getByRole('button', { name: 'Start' }),
      after: (page: Page) =>
        page.getByRole('region', { name: 'Minute Of Calm' }).getByRole('button', { name: 'Pause' }),
    },
    {
      path: '/about',
      code: /\/assets\/AboutLowerSections-[^/]*\.js$/,
      control: (page: Page) => page.getByRole('button', { name: 'Show more' }),
      after: (page: Page) => page.getByRole('button', { name: 'Show less' }),
    },
  ];
  const isHydrated = (element: HTMLElement | SVGElement) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

  for (const { path, code, control, after } of deferredSections) {
    test(`${path} loads its lower sections' code only when a visitor scrolls near them, and renders them without an error`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      const lowerCode: string[] = [];
      page.on('request', (request) => {
        if (code.test(request.url())) lowerCode.push(request.url());
      });
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      await waitForHydration(page);
      // In the HTML, and not React's yet: React has not attached itself to the control.
      await expect(control(page)).toBeAttached();
      expect(await control(page).evaluate(isHydrated)).toBe(false);
      expect(lowerCode).toEqual([]);

      await control(page).scrollIntoViewIfNeeded();
      await expect.poll(() => control(page).evaluate(isHydrated)).toBe(true);
      expect(lowerCode).toHaveLength(1);
      await control(page).click();
      await expect(after(page)).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a tap on a tab before the page has hydrated is made again once it has', async ({ page }) => {
    const problems = collectProblems(page);
    // The app's and the page's code held back, so the tap surely comes before the app has even started (on a slow
    // phone it often does: the app's code comes after the first paint), and such a tap must not be lost.
    let releasePage = () => {};
    const pageCodeHeld = new Promise<void>((resolve) => (releasePage = resolve));
    await page.route(/\/assets\/(App|ServicesPage)-[^/]*\.js$/, async (route) => {
      await pageCodeHeld;
      await route.continue();
    });
    await page.goto('/services', { waitUntil: 'domcontentloaded' });
    const corporate = page.getByRole('tab', { name: /Corporate/ });
    await corporate.click();
    await expect(corporate).toHaveAttribute('aria-selected', 'false');
    releasePage();
    // Hydration and the replayed tap come after the page's code, which on a very slow host takes longer than an
    // expect's default wait.
    await expect(corporate).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    await expect(page).toHaveURL(/#Corporate$/);
    expect(problems).toEqual([]);
  });

  test("a signed-in visitor's tap before hydration is made as theirs, not as a guest's", async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'early-tap');
    await signInBrowserThroughApi(page, request, user);
    let releasePage = () => {};
    const pageCodeHeld = new Promise<void>((resolve) => (releasePage = resolve));
    await page.route(/\/assets\/MembershipPlansPage-[^/]*\.js$/, async (route) => {
      await pageCodeHeld;
      await route.continue();
    });
    await page.goto('/membership-plans', { waitUntil: 'domcontentloaded' });
    // The prerendered page is a guest's; the tap is held until React has read the session from storage.
    await page.getByRole('article', { name: 'Bronze' }).getByRole('button', { name: 'Choose Plan' }).click();
    releasePage();
    await expect(page.getByRole('dialog', { name: 'Buy Bronze Membership' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Please log in to view membership details')).toHaveCount(0);
  });

  // The lower sections and the footer are laid out only near the screen (content-visibility: auto), with an estimated
  // height until then: as they are drawn, going down and coming back up, what the visitor sees must not move.
  for (const path of ['/', '/about']) {
    test(`scrolling ${path} to its end and back on a phone, screen by screen, moves nothing in sight`, async ({
      browser,
    }) => {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      await recordLayoutShifts(page);
      await page.goto(path);
      await waitForHydration(page);
      const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      const atEnd = () =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
      for (let screens = 0; !(await atEnd()) && screens < 60; screens += 1) {
        await page.mouse.wheel(0, 600);
        await nextFrame();
        await page.waitForTimeout(100);
      }
      expect(await atEnd()).toBe(true);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeInViewport();
      for (let screens = 0; (await page.evaluate(() => window.scrollY)) > 0 && screens < 60; screens += 1) {
        await page.mouse.wheel(0, -600);
        await nextFrame();
        await page.waitForTimeout(100);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      const { total, shifts } = await recordedLayoutShifts(page);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
      await page.close();
    });
  }

  test('/network-status shows the connection once hydrated, and nothing moves on a phone', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await recordLayoutShifts(page);
    await page.goto('/network-status');
    await waitForHydration(page);
    await expect(page.getByRole('status')).toContainText('You are connected :)');
    await expect(page.getByText('You are currently connected to the internet.', { exact: false })).toBeVisible();
    await expect(page.getByText('Checking your connection…')).toBeHidden();
    // The prerendered "checking" message held the space of the longest one, so its two lines pushed nothing down
    // (the button and the footer moved by 27 px before: 0.023). What may remain is Inter replacing its fallback in the
    // screen's bold words, when it arrives after the first paint: a pixel, about 0.002.
    const { total, shifts } = await recordedLayoutShifts(page);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.005);
    await page.close();
  });
});
