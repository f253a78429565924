import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createVerifiedUser, submitSignIn } from './support/accounts';
import { readOutbox } from './support/mail';
import { shot } from './support/shots';
import { E2E_STAFF } from './support/staff';

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

test('staff approve a waiting testimonial in /staff, and /testimonials and the home page list show it', async ({
  page,
  request,
}) => {
  // A guest is asked to sign in first and comes back to /staff.
  await page.goto('/staff');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await submitSignIn(dialog, E2E_STAFF.email, E2E_STAFF.password);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page).toHaveTitle('Staff | Sukoon');

  // Deepa's demo testimonial is seeded waiting for staff.
  const testimonials = page.getByRole('list', { name: 'Testimonials' });
  const deepa = testimonials.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Deepa/ }) });
  await expect(deepa.getByText('Waiting', { exact: true })).toBeVisible();
  await deepa.getByRole('checkbox', { name: 'Approve for site' }).click();
  await expect(deepa.getByText('On the site', { exact: true })).toBeVisible();
  await deepa.getByRole('checkbox', { name: 'Show on home page' }).click();
  await expect(deepa.getByText('On the site and the home page', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Contact messages' })).toBeVisible();
  await shot(page, 'public-02-staff-approved', { fullPage: true });

  // Approved on the server: a reload shows the same.
  await page.reload();
  await expect(deepa.getByRole('checkbox', { name: 'Show on home page' })).toBeChecked();

  // The page is rendered on the server and kept there a few seconds (PUBLIC_READ_TTL_MS): an approval shows within
  // them, on a later load.
  await expect(async () => {
    await page.goto('/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Transformative Experiences' })).toBeVisible();
    await expect(page.getByText('Deepa', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The home page shows it among the (at most four) chosen for it.
  await page.goto('/');
  const homeTestimonials = page.getByRole('region', { name: 'What people tell us' });
  // Below the first screen, the section loads as the visitor scrolls to it (src/lib/deferredSection.tsx).
  await homeTestimonials.scrollIntoViewIfNeeded();
  await expect(homeTestimonials.getByText('Deepa', { exact: true })).toBeVisible();
  await expect(homeTestimonials.getByRole('listitem')).toHaveCount(4);
  const published = (await (await request.get('/api/testimonials/review/')).json()) as Array<{
    user_name: string;
    is_admin_approved: boolean;
    approved_on_main_page: boolean;
  }>;
  expect(published.find((item) => item.user_name === 'Deepa')).toMatchObject({
    is_admin_approved: true,
    approved_on_main_page: true,
  });

  // The staff calls refuse a signed-in client (the page's words for them are covered by the site's tests).
  const client = await createVerifiedUser(request, 'nostaff');
  const signIn = await request.post('/api/users/signin/', { data: { email: client.email, password: client.password } });
  const { token } = (await signIn.json()) as { token: string };
  const refused = await request.get('/api/staff/testimonials/', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});
