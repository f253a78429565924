import { parse } from 'csv-parse/sync';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createVerifiedUser,
  openSignInDialog,
  signInBrowserThroughApi,
  submitSignIn,
  userMenuButton,
} from './support/accounts';
import {
  bookAndPayByCard,
  chooseFirstFreeSlot,
  chooseSlotAndAgree,
  openBookingDialog,
  slotStart,
  type ChosenSlot,
} from './support/booking';
import { setServerClock } from './support/clock';
import { invitationOf, mailsTo } from './support/mail';
import { downloadedText } from './support/downloads';
import { shot } from './support/shots';
import { E2E_STAFF } from './support/staff';

// A new client's whole life, tried as they would on the production build with the test clock: a membership by
// card, a session with its credit, its 24 h reminder once the clock passes it, reschedule (the updated invitation)
// and cancel (the credit back), two sessions paid by card with their GST invoices (Telangana: CGST + SGST; after the
// profile moves to Kerala: IGST, the first invoice unchanged), the data download, deleting the account, a refused
// sign-in, and staff's day of sessions without the person in it. One client, one browser context; staff in another.

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

// Individual Counselling costs one credit (INR 5,000), so Bronze's one credit pays for it.
const SESSION = { category: 'Individuals', title: 'Individual Counselling (Virtual)', amount: '₹5,000' };
const HOUR = 3_600_000;

/** The value of the `term` row of a definition list in `scope` (My Membership's figures, the invoice's totals). */
function definition(scope: Locator, term: string | RegExp): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: typeof term === 'string' ? new RegExp(`^${term}$`) : term })
    .locator('xpath=following-sibling::dd[1]');
}

/** "₹4,237.29" -> 423729 paise. */
const paise = (rupees: string) => Math.round(Number(rupees.replace(/[^\d.]/g, '')) * 100);

/** A slot as My Bookings writes it: "27/11/2026" and "10:30 am IST". */
function shownAs({ date, time }: ChosenSlot) {
  const [year, month, day] = date.split('-');
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    date: `${day}/${month}/${year}`,
    time: `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'} IST`,
  };
}

/** An instant as an .ics writes DTSTART in UTC: "20261127T043000Z". */
const icsUtc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The My Bookings entry of the session at `slot`. */
function bookingItem(page: Page, slot: ChosenSlot): Locator {
  const shown = shownAs(slot);
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: SESSION.title }) })
    .filter({ hasText: shown.date })
    .filter({ hasText: shown.time });
}

/**
 * My Bookings -> the session's "Invoice" -> the tax invoice, checked for the place of supply and its tax split: CGST and
 * SGST at half the rate each within Telangana, IGST at the full rate otherwise; the parts add up to what was paid.
 */
async function expectInvoiceOf(page: Page, slot: ChosenSlot, state: string, split: 'intra' | 'inter') {
  await page.goto('/MyBookings');
  await bookingItem(page, slot).getByRole('link', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(definition(invoice, 'Place of supply')).toHaveText(new RegExp(`^${state} \\(\\d{2}\\)$`));
  const number = definition(invoice, 'Invoice number');
  await expect(number).toHaveText(/^SUK\/\d{2}-\d{2}\/\d{5}$/);
  const total = paise(await definition(invoice, 'Total paid').innerText());
  expect(total).toBe(paise(SESSION.amount));
  const taxable = paise(await definition(invoice, 'Taxable value').innerText());
  if (split === 'intra') {
    const cgst = paise(await definition(invoice, /^CGST at 9%$/).innerText());
    const sgst = paise(await definition(invoice, /^SGST at 9%$/).innerText());
    await expect(invoice.getByRole('term').filter({ hasText: /IGST/ })).toHaveCount(0);
    expect(Math.abs(cgst - sgst)).toBeLessThanOrEqual(1);
    expect(taxable + cgst + sgst).toBe(total);
  } else {
    const igst = paise(await definition(invoice, /^IGST at 18%$/).innerText());
    await expect(invoice.getByRole('term').filter({ hasText: /CGST|SGST/ })).toHaveCount(0);
    expect(taxable + igst).toBe(total);
  }
  // GST inclusive at 18%: the taxable value is the price / 1.18, to the paisa.
  expect(Math.abs(taxable - total / 1.18)).toBeLessThanOrEqual(1);
  return { url: page.url(), number: await number.innerText() };
}

test('a client books, is reminded, reschedules, cancels, pays, gets GST invoices, takes their data and leaves @server-clock', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const request = page.request;
  const user = await createVerifiedUser(request, 'journey');
  expect(user.state).toBe('Telangana');
  await signInBrowserThroughApi(page, request, user);

  let creditSession: ChosenSlot;

  await test.step('buy Bronze (one credit) by card on the test gateway', async () => {
    await page.goto('/membership-plans');
    await page.getByRole('article', { name: 'Bronze' }).getByRole('button', { name: 'Choose Plan' }).click();
    const purchase = page.getByRole('dialog', { name: 'Buy Bronze Membership' });
    await purchase.getByRole('checkbox', { name: /I agree to the/ }).click();
    await purchase.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/dev\/payu\/_payment$/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText(/membership is active/)).toBeVisible();
  });

  await test.step('book a session the day after tomorrow with the credit', async () => {
    const dialog = await openBookingDialog(page, SESSION);
    // The day after tomorrow: its 24 h reminder is still ahead whatever hour the suite runs.
    creditSession = await chooseSlotAndAgree(dialog, 2);
    await dialog.getByRole('radio', { name: /Use 1 credit, 1 credit left/ }).check();
    await dialog.getByRole('button', { name: 'Book with 1 credit' }).click();
    await expect(dialog.getByText('Your session is booked and confirmed: 1 credit used, 0 left.')).toBeVisible();
    await shot(page, 'journey-01-booked-with-credit');
  });

  await test.step('the 24 h reminder is in the outbox once the test clock passes it, not before', async () => {
    const start = slotStart(creditSession);
    const reminders = () => mailsTo(request, user.email, /^Reminder: /);
    try {
      await setServerClock(request, start - 24 * HOUR - 60_000);
      expect(await reminders()).toEqual([]);
      await setServerClock(request, start - 24 * HOUR + 60_000);
      const [reminder, ...more] = await reminders();
      expect(more).toEqual([]);
      expect(reminder!.subject).toBe(`Reminder: ${SESSION.title} tomorrow`);
      expect(reminder!.text).toContain('Join the meeting');
      const [confirmation] = await mailsTo(request, user.email, /^Session confirmed: /);
      const invitation = await invitationOf(request, reminder!);
      expect(invitation.uid).toBe((await invitationOf(request, confirmation!)).uid);
    } finally {
      await setServerClock(request, null);
    }
  });

  let movedSession: ChosenSlot;
  await test.step('reschedule from My Bookings: the updated invitation has the same UID and a higher SEQUENCE', async () => {
    const [confirmation] = await mailsTo(request, user.email, /^Session confirmed: /);
    const confirmed = await invitationOf(request, confirmation!);
    await page.goto('/MyBookings');
    await bookingItem(page, creditSession).getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule your session' });
    await expect(dialog.getByText(/up to 24 hours before they start/)).toBeVisible();
    movedSession = await chooseFirstFreeSlot(dialog, 3, 'Choose a new time');
    await dialog.getByRole('button', { name: 'Move session' }).click();
    await expect(dialog).toBeHidden();
    await expect(bookingItem(page, movedSession)).toBeVisible();
    await expect(bookingItem(page, creditSession)).toHaveCount(0);
    await shot(page, 'journey-02-rescheduled');

    const [moved, ...more] = await mailsTo(request, user.email, /^Session moved: /);
    expect(more).toEqual([]);
    const updated = await invitationOf(request, moved!);
    expect(updated.uid).toBe(confirmed.uid);
    expect(updated.sequence).toBeGreaterThan(confirmed.sequence);
    expect(updated.start).toBe(icsUtc(slotStart(movedSession)));
  });

  await test.step('cancel the credit booking: the credit is back on My Membership at once', async () => {
    await page.goto('/MyBookings');
    await bookingItem(page, movedSession).getByRole('button', { name: 'Cancel session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await expect(dialog.getByText('1 credit goes back to your membership at once.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect(dialog).toBeHidden();
    const cancelled = bookingItem(page, movedSession);
    await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancelled.getByText('1 credit returned to your membership')).toBeVisible();
    await expect(cancelled.getByRole('link', { name: /Join Meeting/ })).toHaveCount(0);
    await shot(page, 'journey-03-cancelled');

    const [mail] = await mailsTo(request, user.email, /^Session cancelled: /);
    const cancellation = await invitationOf(request, mail!);
    const [moved] = await mailsTo(request, user.email, /^Session moved: /);
    const before = await invitationOf(request, moved!);
    expect(cancellation).toMatchObject({ uid: before.uid, method: 'CANCEL' });
    expect(cancellation.sequence).toBeGreaterThan(before.sequence);

    await page.goto('/MyMembership');
    const membership = page.getByRole('region', { name: 'Bronze' });
    await expect(definition(membership, 'Credits')).toHaveText('1');
  });

  let telanganaSession: ChosenSlot;
  let telanganaInvoice = { url: '', number: '' };
  await test.step('pay for a session by card: the invoice charges CGST + SGST in Telangana', async () => {
    telanganaSession = await bookAndPayByCard(page, SESSION, 1);
    telanganaInvoice = await expectInvoiceOf(page, telanganaSession, 'Telangana', 'intra');
    await shot(page, 'journey-04-invoice-telangana', { fullPage: true });
  });

  let keralaSession: ChosenSlot;
  let keralaInvoice = { url: '', number: '' };
  await test.step('move to Kerala in My Profile, pay again: IGST; the Telangana invoice stays as issued', async () => {
    await page.goto('/MyProfile');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit personal information' });
    await form.getByLabel('State / Province').selectOption('Kerala');
    await form.getByLabel('City').selectOption('Kochi');
    await form.getByLabel('Pincode').fill('682001');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();

    keralaSession = await bookAndPayByCard(page, SESSION, 1);
    keralaInvoice = await expectInvoiceOf(page, keralaSession, 'Kerala', 'inter');
    await shot(page, 'journey-05-invoice-kerala', { fullPage: true });
    await page.goto(telanganaInvoice.url);
    await expect(definition(page.getByRole('article', { name: 'Tax invoice' }), 'Place of supply')).toHaveText(
      /^Telangana/,
    );
  });

  await test.step('download my data: the JSON has the bookings', async () => {
    await page.goto('/MyProfile');
    const file = await downloadedText(page, () => page.getByRole('button', { name: 'Download my data' }).click());
    expect(file.name).toMatch(/^sukoon-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.text) as {
      profile: { email: string; state: string };
      bookings: { date: string; startTime: string; service: string; status: string }[];
    };
    expect(data.profile).toMatchObject({ email: user.email, state: 'Kerala' });
    const booked = data.bookings.map((b) => `${b.date} ${b.startTime.slice(0, 5)} ${b.service} ${b.status}`);
    for (const slot of [telanganaSession, keralaSession]) {
      expect(booked).toContain(`${slot.date} ${slot.time} ${SESSION.title} confirmed`);
    }
    expect(booked).toContain(`${movedSession.date} ${movedSession.time} ${SESSION.title} cancelled`);
  });

  await test.step('delete my account with the password; signing in is refused afterwards', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted and you have been signed out.')).toBeVisible();
    await expect(userMenuButton(page, 'Guest')).toBeVisible();
    await shot(page, 'journey-06-account-deleted');

    const signIn = await openSignInDialog(page);
    await submitSignIn(signIn, user.email, user.password);
    await expect(signIn.getByText('Invalid email or password. Please try again.')).toBeVisible();
    // Still signed out: the site stored no session.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  await test.step("staff's day of sessions lists the booking without the person", async () => {
    const { baseURL, viewport, timezoneId, locale } = test.info().project.use;
    const staffContext = await browser.newContext({ baseURL, viewport, timezoneId, locale });
    try {
      const staff = await staffContext.newPage();
      await staff.goto('/staff');
      await submitSignIn(staff.getByRole('dialog', { name: 'Welcome Back' }), E2E_STAFF.email, E2E_STAFF.password);
      await expect(staff).toHaveURL(/\/staff$/);
      await staff.getByLabel('Day', { exact: true }).fill(telanganaSession.date);
      const sessions = staff.getByRole('list', { name: "Today's sessions" });
      // Sessions last an hour: "08:00 to 09:00 IST, Individual Counselling (Virtual)".
      const end = new Date(slotStart(telanganaSession) + HOUR).toLocaleTimeString('en-GB', {
        timeZone: 'Asia/Kolkata',
        hour: '2-digit',
        minute: '2-digit',
      });
      const heading = `${telanganaSession.time} to ${end} IST, ${SESSION.title}`;
      const item = sessions
        .getByRole('listitem')
        .filter({ has: staff.getByRole('heading', { name: heading, exact: true }) });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('Paid by card');
      for (const personal of [user.firstName, user.lastName, user.email, user.mobile]) {
        await expect(item).not.toContainText(personal);
      }
      await shot(staff, 'journey-07-staff-day', { fullPage: true });

      // The payments CSV (this month to today by default) has both card payments with their invoices' tax split.
      const csv = await downloadedText(staff, () => staff.getByRole('button', { name: 'Download CSV' }).click());
      const rows = parse(csv.text, { columns: true, bom: true }) as Record<string, string>[];
      const rowOf = (invoiceNumber: string) => rows.find((row) => row['Invoice number'] === invoiceNumber);
      expect(rowOf(telanganaInvoice.number)).toMatchObject({ 'IGST (₹)': '0.00', 'Total (₹)': '5000.00' });
      expect(Number(rowOf(telanganaInvoice.number)!['CGST (₹)'])).toBeGreaterThan(0);
      expect(rowOf(keralaInvoice.number)).toMatchObject({ 'CGST (₹)': '0.00', 'SGST (₹)': '0.00' });
      expect(Number(rowOf(keralaInvoice.number)!['IGST (₹)'])).toBeGreaterThan(0);
      expect(csv.text).not.toContain(user.mobile);
    } finally {
      await staffContext.close();
    }
  });
});
