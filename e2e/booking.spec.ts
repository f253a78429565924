import { expect, test } from '@playwright/test';
import { createVerifiedUser, signedInNewUser, signInBrowserThroughApi } from './support/accounts';
import {
  chooseSlotAndAgree,
  dayRadios,
  openBookingDialog,
  payNowToGateway,
  returnThrough,
  slotGroup,
  slotStart,
  type Service,
} from './support/booking';
import { setServerClock } from './support/clock';
import { mailsTo, newestMail } from './support/mail';
import { shot } from './support/shots';

// The booking journeys of spec 02 against the real server and its test-mode PayU gateway: book a slot, pay, come
// back through /api/payments/success/... to /payment-status; the slot is then booked for everyone else. Fail and
// Cancel on the gateway end on their own status pages. Each test books a different service with its own users, so
// no test depends on another's slots.

// A missing element fails the step in seconds rather than at the test's time-out.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

const COUPLES: Service = { category: 'Couples', title: 'Couples Counselling (Virtual)', amount: '₹10,000' };
const PARENT: Service = { category: 'Parent', title: 'Parenting Support Session (Virtual)', amount: '₹10,000' };
const CORPORATE: Service = { category: 'Corporate', title: 'Corporate Wellness Session (Virtual)', amount: '₹10,000' };
const FAMILY: Service = { category: 'Family', title: 'Family Counselling (Virtual)', amount: '₹50,000' };

test('a signed-in user books a slot and pays on the test gateway; the slot is then booked for others', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await signedInNewUser(page, request, 'payer');

  const dialog = await openBookingDialog(page, COUPLES);
  const { date, time } = await chooseSlotAndAgree(dialog);
  await expect(dialog.getByText(COUPLES.title).last()).toBeVisible();
  await shot(page, 'booking-01-dialog-ready');

  await payNowToGateway(page, dialog, COUPLES);
  await shot(page, 'booking-02-test-gateway');

  const returned = returnThrough(page, 'success');
  await page.getByRole('button', { name: `Pay ${COUPLES.amount}` }).click();
  expect(await returned).toMatch(/\/api\/payments\/success\/[A-Za-z0-9]+\/\?/);
  await expect(page).toHaveURL(/\/payment-status\?(.*&)?status=success(&|$)/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(COUPLES.amount)).toBeVisible();
  await shot(page, 'booking-03-payment-success');

  // The confirmation mail went out with the session's details.
  await expect
    .poll(async () => (await newestMail(request, user.email, /^Session confirmed: /))?.subject)
    .toContain(COUPLES.title);

  // A second user opening the same service and day sees that slot booked.
  const other = await createVerifiedUser(request, 'second');
  const { baseURL, viewport, timezoneId, locale } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, timezoneId, locale });
  try {
    const otherPage = await context.newPage();
    await signInBrowserThroughApi(otherPage, request, other);
    const otherDialog = await openBookingDialog(otherPage, COUPLES);
    await dayRadios(otherDialog)
      .and(otherPage.locator(`[value="${date}"]`))
      .check();
    const taken = slotGroup(otherDialog).locator(`input[value="${time}"]`);
    await expect(taken).toBeDisabled();
    await expect(taken).toHaveAccessibleName(/booked/i);
    await expect(slotGroup(otherDialog).getByRole('radio', { name: /booked/i })).toHaveCount(1);
    await shot(otherPage, 'booking-04-slot-booked-for-others');
  } finally {
    await context.close();
  }
});

test('the session reminders reach the outbox when the test clock passes their times: 24 h, then 1 h before @server-clock', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await signedInNewUser(page, request, 'reminded');
  const dialog = await openBookingDialog(page, COUPLES);
  // The day after tomorrow: its 24 h reminder is still ahead whatever hour the suite runs.
  const { date, time } = await chooseSlotAndAgree(dialog, 2);
  await payNowToGateway(page, dialog, COUPLES);
  await page.getByRole('button', { name: `Pay ${COUPLES.amount}` }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect.poll(async () => (await newestMail(request, user.email, /^Session confirmed: /))?.subject).toBeTruthy();

  const start = slotStart({ date, time });
  const reminders = () => mailsTo(request, user.email, /^Reminder: /);
  const moveClockTo = (instant: number) => setServerClock(request, instant);
  try {
    await moveClockTo(start - 24 * 3_600_000 - 60_000);
    expect(await reminders()).toEqual([]);

    await moveClockTo(start - 24 * 3_600_000 + 60_000);
    const [dayBefore, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(dayBefore!.subject).toBe(`Reminder: ${COUPLES.title} tomorrow`);
    expect(dayBefore!.text).toContain('Join the meeting');

    await moveClockTo(start - 3_600_000 + 60_000);
    expect((await reminders()).map((mail) => mail.subject)).toEqual([
      `Reminder: ${COUPLES.title} in 1 hour`,
      dayBefore!.subject,
    ]);
  } finally {
    await setServerClock(request, null);
  }
});

// The test gateway's two ways out without paying: each lands on its own status page.
const UNPAID_OUTCOMES = [
  {
    name: '"Fail the payment" on the test gateway ends on the failure status page',
    who: 'fail',
    service: PARENT,
    outcome: 'failure',
    button: { name: 'Fail the payment' },
    heading: 'Payment failed',
    screenshot: 'booking-05-payment-failure',
  },
  {
    name: '"Cancel" on the test gateway ends on the cancel status page',
    who: 'cancel',
    service: CORPORATE,
    outcome: 'cancel',
    button: { name: 'Cancel', exact: true },
    heading: 'Payment cancelled',
    screenshot: 'booking-06-payment-cancel',
  },
] as const;

for (const { name, who, service, outcome, button, heading, screenshot } of UNPAID_OUTCOMES) {
  test(name, async ({ page, request }) => {
    test.setTimeout(90_000);
    await signedInNewUser(page, request, who);
    const dialog = await openBookingDialog(page, service);
    await chooseSlotAndAgree(dialog);
    await payNowToGateway(page, dialog, service);

    const returned = returnThrough(page, outcome);
    await page.getByRole('button', button).click();
    expect(await returned).toContain(`/api/payments/${outcome}/`);
    await expect(page).toHaveURL(new RegExp(`/payment-status\\?(.*&)?status=${outcome}(&|$)`));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await shot(page, screenshot);
  });
}

test('a failed payment leaves its booking held in My Bookings with Pay again; paying again books it, and the status page says what was booked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, request, 'payagain');
  const dialog = await openBookingDialog(page, PARENT);
  const { date, time } = await chooseSlotAndAgree(dialog);
  await payNowToGateway(page, dialog, PARENT);
  const failed = returnThrough(page, 'failure');
  await page.getByRole('button', { name: 'Fail the payment' }).click();
  await failed;
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();

  await page.goto('/MyBookings');
  const held = page.getByRole('article', { name: PARENT.title });
  await expect(held.getByText('Payment failed')).toBeVisible();
  await expect(
    held.getByText(
      /^Your payment did not go through, so this session is not booked yet\. The time is held for you until \d{1,2}:\d{2} [ap]m IST\.$/,
    ),
  ).toBeVisible();
  await held.getByRole('button', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(/\/dev\/payu\/_payment$/);
  const paid = returnThrough(page, 'success');
  await page.getByRole('button', { name: `Pay ${PARENT.amount}` }).click();
  await paid;
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  // What was booked: the session's day and time in India, beside the service.
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'} IST`;
  const details = page.getByLabel('Payment details');
  await expect(details.getByText(PARENT.title)).toBeVisible();
  await expect(
    details.getByText(new RegExp(`^\\w{3}, ${Number(date.slice(8))} \\w{3} ${date.slice(0, 4)}, ${clock}$`)),
  ).toBeVisible();
  await shot(page, 'booking-09-paid-again');
});

test('a payment the bank leaves pending shows "Payment pending", asks again, and turns to success once captured', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInNewUser(page, request, 'pending');
  const dialog = await openBookingDialog(page, FAMILY);
  await chooseSlotAndAgree(dialog);
  await payNowToGateway(page, dialog, FAMILY);

  const returned = returnThrough(page, 'pending');
  await page.getByRole('button', { name: /^Leave pending/ }).click();
  expect(await returned).toContain('/api/payments/pending/');
  await expect(page).toHaveURL(/\/payment-status\?(.*&)?status=pending(&|$)/);
  await expect(page.getByRole('heading', { name: 'Payment pending' })).toBeVisible();
  await shot(page, 'booking-07-payment-pending');
  // The test gateway's bank captures it 5 s later; the page's next ask (every 3 to 5 s) finds it paid.
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(FAMILY.amount)).toBeVisible();
  await shot(page, 'booking-08-pending-then-paid');
});

test('a guest opening a success address for any order sees no success, but a way to sign in', async ({ page }) => {
  await page.goto('/payment-status?status=success&order_id=SKANYORDER1&amount=5000.00');
  await expect(page.getByRole('heading', { name: 'Sign in to see this payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});
