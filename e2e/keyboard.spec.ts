import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedUser, signInBrowserThroughApi } from './support/accounts';

// By keyboard alone on a phone (360 px, where the floating membership button spans most of the width): every
// control Tab or Shift+Tab reaches is in sight, not under the sticky header or that button (WCAG 2.2, focus not
// obscured), and following a link starts the next Tab in the new page's content.

test.use({ viewport: { width: 360, height: 740 } });

/** The focused control, and whether something else of the page covers part of it. */
function focusedAndCovered(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const box = active.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    // Its middle and a quarter in from each end, on its middle line (a pill's rounded corners are not its own).
    const middle = box.top + box.height / 2;
    const points: [number, number][] = [
      [box.left + box.width / 2, middle],
      [box.left + box.width / 4, middle],
      [box.right - box.width / 4, middle],
    ];
    const coveredBy = points
      .map(([x, y]) => document.elementFromPoint(x, y))
      .find((element) => element && !active.contains(element) && !element.contains(active));
    const name = `${active.tagName} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
    const cover = coveredBy?.closest('header, a, button');
    return {
      name,
      coveredBy: coveredBy
        ? `${cover?.tagName ?? coveredBy.tagName} "${(cover?.textContent ?? '').trim().slice(0, 30)}"`
        : null,
    };
  });
}

/** Opens `path`, walks it by Tab, then by Shift+Tab, and lists each control reached that something else covered. */
async function expectEveryFocusInSight(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectEveryFocusInSightHere(page);
}

async function expectEveryFocusInSightHere(page: Page) {
  const covered = new Set<string>();
  let reached = 0;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press(key);
      const focused = await focusedAndCovered(page);
      if (!focused) continue;
      reached++;
      if (focused.coveredBy) covered.add(`${key}: ${focused.name} under ${focused.coveredBy}`);
    }
  }
  expect(reached).toBeGreaterThan(60);
  expect([...covered]).toEqual([]);
}

for (const path of ['/about', '/contact', '/privacy-policy', '/services']) {
  test(`${path}: every control reached by Tab and Shift+Tab is in sight`, async ({ page }) => {
    test.setTimeout(120_000);
    await expectEveryFocusInSight(page, path);
  });
}

// On a laptop the services' category row, stuck under the header, covered a card's Book Now reached by Shift+Tab.
test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  test('/services: every control reached by Tab and Shift+Tab is clear of the header and the category row', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await expectEveryFocusInSight(page, '/services');
  });
});

test('a footer link followed by keyboard: the next Tab is in the new page, whose title is announced', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.locator('#page-announcer')).toHaveText('Privacy Policy | Sukoon');
  // Its first link (the table of contents) is in its text: Tab once that text is drawn. The check then retries, so a
  // failure means focus is out of the page for good.
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)))
    .toBe(true);
});

/** A new client, signed in, on My Membership, with its "No membership found" toast (5 s) showing. */
async function onMyMembershipWithItsToast(page: Page, request: APIRequestContext, tag: string) {
  const user = await createVerifiedUser(request, tag);
  await signInBrowserThroughApi(page, request, user);
  await page.goto('/MyMembership');
  const toast = page.getByText('No membership found for your account');
  await expect(toast).toBeVisible();
  return toast;
}

// A toast (5 s) at the same bottom corner covered the floating Membership Plans button: on a phone, where the toast
// spans the width, Tab reached the button out of sight. Toasts now sit above it while it is on the page.
test('a toast sits above the floating Membership Plans button, which Tab still reaches in sight', async ({
  page,
  request,
}) => {
  const toast = await onMyMembershipWithItsToast(page, request, 'toastlift');
  const button = page.getByRole('link', { name: 'Membership Plans' }).last();
  await button.focus();
  const focused = await focusedAndCovered(page);
  expect(focused?.name).toContain('Membership Plans');
  expect(focused?.coveredBy).toBeNull();
  await expect(toast).toBeVisible();
});

// On a phone a toast spans the window's width at its bottom: while it showed, Tab focused footer links under it. The
// page's scroll padding now takes the toast's height while it shows. The pointer rests on the toast, which holds it
// (as any reader may), so it stays up for the whole walk.
test('while a toast shows, every control reached by Tab and Shift+Tab is clear of it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const toast = await onMyMembershipWithItsToast(page, request, 'toastcover');
  await toast.hover();
  await expectEveryFocusInSightHere(page);
  await expect(toast).toBeVisible();
});
