import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedUser, signInBrowserThroughApi, userMenuButton } from './support/accounts';
import { dayRadios, slotGroup, type Service } from './support/booking';

// A keyboard-only visit on a 360 px phone: every step is a key press (no click, no tap), on the site and on the
// test-mode gateway. The mobile menu closes with Escape and when Tab leaves it, "Register now" leaves focus in the
// new page, a session is booked and paid for, and the contact form sends one message however often Enter is pressed.

test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 15_000, navigationTimeout: 30_000 });

// Three days ahead: the other journeys book this service's first free slot tomorrow.
const SERVICE: Service = { category: 'Individuals', title: 'Individual Counselling (Virtual)', amount: '₹5,000' };
const DAYS_AHEAD = 3;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user walks to a control. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 80) {
  await expect(target).toBeVisible();
  for (let step = 0; step < most && !(await isFocused(target)); step += 1) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/**
 * Presses Enter until `happened` holds: on a prerendered page a key press can land before the page has hydrated and
 * do nothing, and a person would press again. Never presses once it has happened.
 */
async function enterUntil(page: Page, happened: () => Promise<boolean>) {
  await expect(async () => {
    if (!(await happened())) await page.keyboard.press('Enter');
    await expect.poll(happened, { timeout: 1_000 }).toBe(true);
  }).toPass({ timeout: 15_000 });
}

test('by keyboard alone at 360 px: the menu, "Register now", booking and paying, and one contact message', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);

  await test.step('the mobile menu closes with Escape and when focus leaves it', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toggle = page.getByRole('banner').getByRole('button', { name: /^(Open|Close) menu$/ });
    await tabTo(page, toggle);
    await enterUntil(page, async () => (await toggle.getAttribute('aria-expanded')) === 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // From a link in the panel, Escape also closes it and brings focus back to the toggle.
    await page.keyboard.press('Enter');
    const panelLinks = page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link');
    await expect(panelLinks).toHaveCount(6);
    await page.keyboard.press('Tab');
    await expect(panelLinks.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Tab past the last link leaves the panel, which closes rather than cover what focus moved to.
    await page.keyboard.press('Enter');
    await tabTo(page, panelLinks.last());
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panelLinks).toHaveCount(0);
  });

  await test.step('"Register now" in the sign-in dialog leaves focus in the registration page', async () => {
    const guest = userMenuButton(page, 'Guest');
    await tabTo(page, guest, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await tabTo(page, dialog.getByRole('link', { name: 'Register now' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/register$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    await expect(guest).not.toBeFocused();
  });

  await test.step('a session is booked and paid for by keyboard', async () => {
    const user = await createVerifiedUser(request, 'keyphone');
    await signInBrowserThroughApi(page, request, user);
    await page.goto('/services');
    await expect(page.getByRole('tab', { name: SERVICE.category, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await tabTo(page, page.getByRole('article', { name: SERVICE.title }).getByRole('button', { name: 'Book Now' }));
    const dialog = page.getByRole('dialog', { name: `Book ${SERVICE.title}` });
    await enterUntil(page, () => dialog.isVisible());

    // Focus starts on the first day (not on the scrolling body); the arrow keys choose the day.
    const days = dayRadios(dialog);
    await expect(days.first()).toBeFocused();
    for (let step = 0; step < DAYS_AHEAD; step += 1) await page.keyboard.press('ArrowRight');
    await expect(days.nth(DAYS_AHEAD)).toBeChecked();

    // Tab enters the times at the first free one; Space chooses it.
    const free = slotGroup(dialog).getByRole('radio', { disabled: false }).first();
    await tabTo(page, free);
    await page.keyboard.press('Space');
    await expect(free).toBeChecked();

    const terms = dialog.getByRole('checkbox', { name: /I agree to the/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();

    await tabTo(page, dialog.getByRole('button', { name: 'Book & Pay Now' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dev\/payu\/_payment$/);
    await tabTo(page, page.getByRole('button', { name: `Pay ${SERVICE.amount}` }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment-status\?(.*&)?status=success(&|$)/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  await test.step('the contact form sends one message, however often Enter is pressed', async () => {
    let sent = 0;
    page.on('request', (sentRequest) => {
      if (sentRequest.method() === 'POST' && sentRequest.url().includes('/api/inquiries/contact/')) sent += 1;
    });
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: 'Your name' });
    await tabTo(page, name);
    await page.keyboard.type('Meera Iyer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('meera@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Do you offer sessions in Tamil?');
    const send = page.getByRole('button', { name: 'Send Message' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    await expect(name).toHaveValue('');
    await expect.poll(() => sent).toBe(1);

    // Enter again on Send: the emptied form answers with its rules, and nothing more is sent.
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(sent).toBe(1);
  });
});
