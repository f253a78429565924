import { expect, test } from '@playwright/test';
import { createVerifiedUser, signInBrowserThroughApi } from './support/accounts';
import { chooseSlotAndAgree, openBookingDialog, slotStart } from './support/booking';
import { setServerClock } from './support/clock';
import { shot } from './support/shots';

// A membership's journey against the real server: buy Gold on the test gateway -> My Membership shows it -> book a
// session with a credit -> My Bookings lists it with Join Meeting -> the server's test clock and the page's clock
// move past the session -> feedback through the four steps -> Feedback Submitted.

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

const SERVICE = { category: 'Individuals', title: 'Individual Counselling (Virtual)' };

test('a client buys Gold, books with a credit, and gives feedback after the session @server-clock', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await createVerifiedUser(request, 'member');
  await signInBrowserThroughApi(page, request, user);

  // Buy Gold on the test gateway.
  await page.goto('/membership-plans');
  await page.getByRole('article', { name: 'Gold' }).getByRole('button', { name: 'Choose Plan' }).click();
  const purchase = page.getByRole('dialog', { name: 'Buy Gold Membership' });
  await expect(purchase).toBeVisible();
  await purchase.getByRole('checkbox', { name: /I agree to the/ }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/dev\/payu\/_payment$/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-status\?(.*&)?status=success(&|$)/);
  await expect(page.getByText(/membership is active/)).toBeVisible();
  await shot(page, 'memberships-01-paid');

  // My Membership shows it.
  await page.getByRole('link', { name: 'View My Membership' }).click();
  const membership = page.getByRole('region', { name: 'Gold' });
  await expect(membership.getByRole('heading', { name: 'Gold' })).toBeVisible();
  await expect(membership.getByText('Active', { exact: true })).toBeVisible();
  await expect(membership.getByRole('definition').filter({ hasText: /^10$/ })).toBeVisible();
  await shot(page, 'memberships-02-my-membership');

  // Book tomorrow's first free slot with one credit.
  const booking = await openBookingDialog(page, SERVICE);
  const slot = await chooseSlotAndAgree(booking);
  await booking.getByRole('radio', { name: /Use 1 credit, 10 credits left/ }).check();
  await booking.getByRole('button', { name: 'Book with 1 credit' }).click();
  await expect(booking.getByText('Your session is booked and confirmed: 1 credit used, 9 left.')).toBeVisible();
  await shot(page, 'memberships-03-booked-with-credit');

  // My Bookings lists it, paid, with Join Meeting (the session is still to come).
  await page.goto('/MyBookings');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SERVICE.title }) });
  await expect(item.getByRole('link', { name: /Join Meeting/ })).toBeVisible();
  await expect(item.getByText('Paid')).toBeVisible();

  // An hour and a minute after the session starts, on the server and in the page.
  const after = slotStart(slot) + 61 * 60_000;
  try {
    await setServerClock(request, after);
    await page.clock.setFixedTime(after);
    await page.reload();

    await item.getByRole('button', { name: /Submit Feedback/ }).click();
    const feedback = page.getByRole('dialog', { name: 'Share your feedback' });
    await feedback.getByRole('radio', { name: '5 stars' }).check();
    await feedback.getByRole('button', { name: 'Next' }).click();
    await feedback.getByRole('textbox').fill('Calm, kind and practical.');
    await feedback.getByRole('button', { name: 'Next' }).click();
    await feedback.getByRole('textbox').fill('A reminder the day before would help.');
    await feedback.getByRole('button', { name: 'Next' }).click();
    await expect(feedback.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await feedback.getByRole('checkbox', { name: 'You may publish my words with my first name' }).check();
    await feedback.getByRole('button', { name: 'Submit' }).click();
    await expect(feedback.getByText('Thank You!')).toBeVisible();
    await expect(feedback).toBeHidden({ timeout: 5_000 });
    await expect(item.getByText('Feedback Submitted')).toBeVisible();
    await shot(page, 'memberships-04-feedback-submitted');

    // The server agrees: the booking's feedback is in, and a second one is refused.
    await page.reload();
    await expect(item.getByText('Feedback Submitted')).toBeVisible();
  } finally {
    await setServerClock(request, null);
  }
});
