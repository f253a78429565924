import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedUser, submitSignIn } from './support/accounts';

// On a phone (360 px), where the floating "Membership Plans" button spans most of the width: nothing a person reads
// or uses lies under it at the end of a page or where a journey puts it, the services' chosen category is whole in
// its row, and a guest who pressed Book Now comes back to that booking after signing in.

test.use({ viewport: { width: 360, height: 740 } });

const publicPages = [
  '/',
  '/about',
  '/services',
  '/testimonials',
  '/media-gallery',
  '/contact',
  '/register',
  '/membership-plans',
  '/disclaimer',
  '/terms-and-conditions',
  '/privacy-policy',
  '/network-status',
  '/payment-status',
  '/payment-status-modal',
];

// By its place, not its role: under a modal page's dialog the rest of the page is hidden from the accessibility tree.
const floatingButton = (page: Page) => page.locator('a[href="/membership-plans"]').last();

/**
 * What the floating button's box meets: every interactive element and every line of text (each text node's own
 * boxes, so a wide block whose words stop short of the button does not count), named for the failure message.
 * `within` limits the look to one part of the page.
 */
function underFloatingButton(page: Page, within?: Locator) {
  const look = (root: Element | null) => {
    const fab = [...document.querySelectorAll('a')].find(
      (a) => getComputedStyle(a).position === 'fixed' && a.textContent?.includes('Membership Plans'),
    );
    if (!fab) throw new Error('no floating Membership Plans button');
    const f = fab.getBoundingClientRect();
    // A modal page's dialog (/payment-status-modal) lies over the button: then nothing can be under it.
    const onTop = document.elementFromPoint(f.left + f.width / 2, f.top + f.height / 2);
    if (!onTop || !fab.contains(onTop)) return [];
    const meets = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top;
    const scope = root ?? document.body;
    const found: string[] = [];
    const interactive =
      'a, button, input, select, textarea, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    for (const element of scope.querySelectorAll(interactive)) {
      if (fab.contains(element) || getComputedStyle(element).visibility === 'hidden') continue;
      if (meets(element.getBoundingClientRect())) {
        found.push(`${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || fab.contains(parent)) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    return found;
  };
  return within ? within.evaluate(look) : page.evaluate(look, null);
}

/** Scrolls to the very end, again while the page still grows (sections drawn as they near the screen). */
async function scrollToEnd(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const end = document.documentElement.scrollHeight - window.innerHeight;
          window.scrollTo({ top: end, behavior: 'instant' });
          return (
            Math.abs(window.scrollY - end) <= 1 && document.documentElement.scrollHeight - window.innerHeight === end
          );
        }),
      { intervals: [300] },
    )
    .toBe(true);
}

for (const path of publicPages) {
  test(`${path} scrolled to the end: nothing lies under the floating Membership Plans button`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(floatingButton(page)).toBeAttached();
    await page.waitForLoadState('networkidle');
    await scrollToEnd(page);
    // Twice, a moment apart: a late image or font must not push anything under it either.
    expect(await underFloatingButton(page)).toEqual([]);
    await page.waitForTimeout(500);
    await scrollToEnd(page);
    expect(await underFloatingButton(page)).toEqual([]);
  });
}

test('a guest who presses Book Now just above the floating button sees the whole "Please sign in to book" notice', async ({
  page,
}) => {
  await page.goto('/services#Couples');
  const card = page.getByRole('article', { name: 'Couples Counselling (Virtual)' });
  const bookNow = card.getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The person scrolled until the button sits just above the floating one, where the notice below it falls.
  const fabTop = (await floatingButton(page).boundingBox())!.y;
  const buttonBox = (await bookNow.boundingBox())!;
  await page.evaluate(
    (by) => window.scrollBy({ top: by, behavior: 'instant' }),
    buttonBox.y + buttonBox.height - (fabTop - 8),
  );
  await bookNow.click();
  const notice = card.getByText('Please sign in to book Couples Counselling (Virtual)');
  await expect(notice).toBeVisible();
  await expect.poll(() => underFloatingButton(page, card)).toEqual([]);
  await expect(notice).toBeInViewport({ ratio: 1 });
});

test('the gallery\'s "Next image", reached and pressed by keyboard, stays clear of the floating button', async ({
  page,
}) => {
  await page.goto('/media-gallery');
  const next = page.getByRole('button', { name: 'Next image' });
  await expect(next).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (let step = 0; step < 80 && !(await next.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(next).toBeFocused();
  const controls = next.locator('xpath=..');
  for (let press = 0; press < 3; press++) {
    expect(await underFloatingButton(page, controls)).toEqual([]);
    await page.keyboard.press('Enter');
  }
  expect(await underFloatingButton(page, controls)).toEqual([]);
});

test('"Already have an account? Sign in" on /register, reached by keyboard, is clear of the floating button', async ({
  page,
}) => {
  await page.goto('/register');
  const row = page.getByText('Already have an account?');
  const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
  await expect(signIn).toBeVisible();
  await page.waitForLoadState('networkidle');
  await signIn.focus();
  await expect(signIn).toBeInViewport({ ratio: 1 });
  expect(await underFloatingButton(page, row)).toEqual([]);
});

test('every plan on /membership-plans, reached by keyboard at its Choose Plan button, is clear of the floating button', async ({
  page,
}) => {
  await page.goto('/membership-plans');
  const choose = page.getByRole('button', { name: /Choose Plan/ });
  await expect(choose.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const count = await choose.count();
  expect(count).toBe(5);
  for (let plan = 0; plan < count; plan++) {
    await choose.nth(plan).focus();
    expect(await underFloatingButton(page, choose.nth(plan))).toEqual([]);
  }
});

test.describe('the category chosen by /services#Couples', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`is whole in its row, and only the row moved sideways (motion: ${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/services#Couples');
      const row = page.getByRole('tablist', { name: 'Service categories' });
      const couples = row.getByRole('tab', { name: 'Couples', selected: true });
      await expect(couples).toBeVisible();
      await expect
        .poll(async () => {
          const [rowBox, tabBox] = [(await row.boundingBox())!, (await couples.boundingBox())!];
          return tabBox.x >= rowBox.x && tabBox.x + tabBox.width <= rowBox.x + rowBox.width;
        })
        .toBe(true);
      // The page itself stays where the hash put it: the grid right under the stuck category row.
      const grid = page.locator('#services-grid');
      await expect
        .poll(async () => {
          const [rowBox, gridBox] = [(await row.boundingBox())!, (await grid.boundingBox())!];
          return Math.round(gridBox.y - (rowBox.y + rowBox.height));
        })
        .toBeGreaterThanOrEqual(0);
    });
  }
});

test('a guest who pressed Book Now and signed in is back in that booking', async ({ page, request }) => {
  const user = await createVerifiedUser(request, 'phone-back');
  await page.goto('/services#Couples');
  const card = page.getByRole('article', { name: 'Couples Counselling (Virtual)' });
  await card.getByRole('button', { name: 'Book Now' }).click();
  await expect(card.getByText('Please sign in to book Couples Counselling (Virtual)')).toBeVisible();
  // Five seconds later the sign-in dialog opens on /, as the spec says.
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  await submitSignIn(dialog, user.email, user.password);
  await expect(page.getByRole('dialog', { name: 'Book Couples Counselling (Virtual)' })).toBeVisible();
  await expect(page).toHaveURL(/\/services#Couples$/);
});
