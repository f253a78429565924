import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { readOutbox } from './support/mail';
import { shot } from './support/shots';

// The public site against the real server: the contact form's message reaches the support outbox; the
// testimonials, certifications and legal pages show what the server and the contracts' content hold.

test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

test('a contact message reaches the support outbox', async ({ page, request }) => {
  const tag = randomBytes(3).toString('hex');
  const message = `Do you offer sessions in Tamil? (${tag})`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page).toHaveTitle('Contact us | Sukoon');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Meera Iyer');
  await page.getByRole('textbox', { name: 'Email' }).fill(`meera.${tag}@example.com`);
  await page.getByRole('textbox', { name: /Message/ }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
  await shot(page, 'public-01-contact-sent');
  await expect
    .poll(async () => (await readOutbox(request)).find((mail) => mail.text.includes(message))?.to)
    .toBe('support@sukoon.example');
});

test('the testimonials and about pages show what the server holds; legal pages are whole', async ({ page }) => {
  await page.goto('/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Transformative Experiences' })).toBeVisible();
  // The seeded, approved demo testimonials (first names only), not the built-in fallback.
  await expect(page.getByText('Kavya', { exact: true })).toBeVisible();
  await expect(page.getByText('Deepa', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Unable to load the latest testimonials/)).toHaveCount(0);

  await page.goto('/about');
  await expect(page.getByText('Postgraduate training in Counselling Psychology').first()).toBeVisible();
  await expect(page.getByText(/Unable to load the latest certifications/)).toHaveCount(0);

  for (const [path, title] of [
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/disclaimer', 'Disclaimer'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Last updated April 22, 2024')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Need help right now?' }).getByRole('link', { name: '14416' }),
    ).toBeVisible();
  }
});
