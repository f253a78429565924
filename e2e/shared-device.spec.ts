import { expect, test, type Page } from '@playwright/test';
import { personalKeys } from '../apps/site/src/lib/storage';
import {
  createVerifiedUser,
  logOut,
  openSignInDialog,
  signInBrowserThroughApi,
  submitSignIn,
  userMenuButton,
  type TestUser,
} from './support/accounts';
import { bookAndPayByCard } from './support/booking';
import { goOffline } from './support/offline';

// A shared device (spec 02's storage keys): after A logs out, B signs in on the same browser and finds nothing of
// A's, neither in storage nor on screen, online or offline.

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

const SESSION = { category: 'Individuals', title: 'Individual Counselling (Virtual)', amount: '₹5,000' };

/** Every localStorage entry of the page. */
const storageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)) as Record<string, string>);

/** None of A's traces (e-mail, token, meeting link, order) is in any stored value. */
async function expectNothingOf(page: Page, traces: readonly string[]) {
  const stored = await storageOf(page);
  for (const trace of traces) {
    for (const [key, value] of Object.entries(stored)) expect(value, `${key} holds "${trace}"`).not.toContain(trace);
  }
}

async function signInThroughDialog(page: Page, user: TestUser) {
  const dialog = await openSignInDialog(page);
  await submitSignIn(dialog, user.email, user.password);
  await expect(page).toHaveURL(/\/MyProfile$/i);
  await expect(userMenuButton(page, `${user.firstName} ${user.lastName}`)).toBeVisible();
}

test('after A logs out, B finds nothing of A in storage or on screen, online and offline', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const a = await createVerifiedUser(request, 'device-a');
  const b = await createVerifiedUser(request, 'device-b');

  // A books and pays, then opens My Bookings: the device now holds A's session, payment and bookings with a link.
  await signInBrowserThroughApi(page, request, a);
  await bookAndPayByCard(page, SESSION);
  await page.goto('/MyBookings');
  const join = page.getByRole('link', { name: /Join Meeting/ });
  await expect(join).toBeVisible();
  const meetingLink = (await join.getAttribute('href')) ?? '';
  expect(meetingLink).not.toBe('');
  const before = await storageOf(page);
  expect(Object.keys(before)).toEqual(expect.arrayContaining(['token', 'userBookingsCache', 'paymentAmount']));
  const traces = [a.email, meetingLink, before.token ?? 'no token', before.currentOrderId ?? 'no order'].filter(
    (trace) => !trace.startsWith('no '),
  );

  await test.step('Logout leaves no personal key and none of A’s values', async () => {
    // From a public page, so the reload after Logout stays there (a guest on My Bookings is asked to sign in).
    await page.goto('/about');
    await logOut(page, a);
    const left = Object.keys(await storageOf(page)).filter((key) => (personalKeys as readonly string[]).includes(key));
    expect(left, 'personal keys left after Logout').toEqual([]);
    await expectNothingOf(page, traces);
  });

  await test.step('B, offline on My Bookings: the offline message, nothing of A’s', async () => {
    await signInThroughDialog(page, b);
    const offline = await goOffline(page);
    try {
      await userMenuButton(page, `${b.firstName} ${b.lastName}`).click();
      await page.getByRole('menuitem', { name: 'My Bookings' }).click();
      await expect(page).toHaveURL(/\/MyBookings$/i);
      await expect(page.getByText("You're offline. Please check your connection to view your bookings.")).toBeVisible();
      await expect(page.getByRole('heading', { name: SESSION.title })).toHaveCount(0);
      await expect(page.locator(`a[href="${meetingLink}"]`)).toHaveCount(0);
      await expectNothingOf(page, traces);
    } finally {
      await offline.end();
    }
  });

  await test.step('B, online on My Bookings: B’s own (empty) list, nothing of A’s', async () => {
    await page.reload();
    await expect(page.getByText("You haven't booked a session yet.")).toBeVisible();
    await expect(page.getByRole('heading', { name: SESSION.title })).toHaveCount(0);
    await expect(page.locator(`a[href="${meetingLink}"]`)).toHaveCount(0);
    await expectNothingOf(page, traces);
  });
});
