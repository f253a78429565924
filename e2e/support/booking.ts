import { expect, type Locator, type Page } from '@playwright/test';

/** A bookable service as the /services page shows it. */
export interface Service {
  category: string;
  title: string;
  /** The catalogue price as the gateway and the status page show it. */
  amount: string;
}

/** /services -> the category tab -> the service's "Book Now" -> its booking dialog. */
export async function openBookingDialog(page: Page, service: Pick<Service, 'category' | 'title'>): Promise<Locator> {
  await page.goto('/services');
  // The page is prerendered: a click that lands before hydration moves the focus but selects nothing. Clicked again
  // until it is selected, as a person would.
  const tab = page.getByRole('tab', { name: service.category, exact: true });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const card = page.getByRole('article', { name: service.title });
  await card.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${service.title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The booking dialog's name for its days; the reschedule dialog calls them "Choose a new time". */
const BOOKING_DAYS = 'Select a date';

/** The seven days of a slot grid (the booking dialog's, or any dialog that reuses it under its own name). */
export function dayRadios(scope: Locator, daysLabel = BOOKING_DAYS): Locator {
  return scope.getByRole('radiogroup', { name: daysLabel }).getByRole('radio');
}

export function slotGroup(scope: Locator): Locator {
  return scope.getByRole('radiogroup', { name: 'Select a time (IST)' });
}

/** A chosen slot: the day ('yyyy-MM-dd') and the start ('HH:mm'), both Indian time. */
export interface ChosenSlot {
  date: string;
  time: string;
}

/** The instant a chosen slot starts (slots are Indian time). */
export function slotStart({ date, time }: ChosenSlot): number {
  return new Date(`${date}T${time}:00+05:30`).getTime();
}

/**
 * Chooses the day `daysAhead` from today in a slot grid (tomorrow by default: today's slots may all have passed,
 * whatever hour the suite runs) and its first free slot. `daysLabel` names the days' group when it is not the
 * booking dialog's.
 */
export async function chooseFirstFreeSlot(
  scope: Locator,
  daysAhead = 1,
  daysLabel = BOOKING_DAYS,
): Promise<ChosenSlot> {
  await expect(dayRadios(scope, daysLabel)).toHaveCount(7);
  const day = dayRadios(scope, daysLabel).nth(daysAhead);
  await day.check();
  const date = (await day.getAttribute('value')) ?? '';
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const free = slotGroup(scope).getByRole('radio', { disabled: false }).first();
  await expect(free).toBeVisible();
  await free.check();
  const time = (await free.getAttribute('value')) ?? '';
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  return { date, time };
}

/** In the booking dialog: the day's first free slot (see chooseFirstFreeSlot), then the terms ticked. */
export async function chooseSlotAndAgree(dialog: Locator, daysAhead = 1): Promise<ChosenSlot> {
  const slot = await chooseFirstFreeSlot(dialog, daysAhead);
  const pay = dialog.getByRole('button', { name: 'Book & Pay Now' });
  await expect(pay).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).click();
  await expect(pay).toBeEnabled();
  return slot;
}

/** "Book & Pay Now" -> the test-mode gateway page, checked for the service's amount. */
export async function payNowToGateway(page: Page, dialog: Locator, service: Service): Promise<void> {
  await dialog.getByRole('button', { name: 'Book & Pay Now' }).click();
  await expect(page).toHaveURL(/\/dev\/payu\/_payment$/);
  await expect(page.getByText('Test mode — no real money moves')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await expect(page.getByText(service.amount).first()).toBeVisible();
}

/** Resolves with the URL of the first document request under /api/payments/<outcome>/ (the gateway's return). */
export function returnThrough(page: Page, outcome: 'success' | 'failure' | 'cancel' | 'pending'): Promise<string> {
  return page
    .waitForRequest(
      (r) => r.isNavigationRequest() && r.method() === 'GET' && r.url().includes(`/api/payments/${outcome}/`),
    )
    .then((r) => r.url());
}

/** Books the day's first free slot of `service` by card and pays on the test gateway, up to "Payment successful". */
export async function bookAndPayByCard(page: Page, service: Service, daysAhead = 1): Promise<ChosenSlot> {
  const dialog = await openBookingDialog(page, service);
  const slot = await chooseSlotAndAgree(dialog, daysAhead);
  await payNowToGateway(page, dialog, service);
  await page.getByRole('button', { name: `Pay ${service.amount}` }).click();
  await expect(page).toHaveURL(/\/payment-status\?(.*&)?status=success(&|$)/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return slot;
}
