import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { codeFromOutbox, SUBJECTS } from './mail';

/** Everything the /register form asks for; the e-mail is unique per call so tests never share an account. */
export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  mobile: string;
  pincode: string;
  country: string;
  state: string;
  city: string;
}

export function newUser(tag: string, overrides: Partial<TestUser> = {}): TestUser {
  const unique = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    firstName: 'Asha',
    lastName: `Tester ${tag}`,
    email: `e2e-${tag}-${unique}@example.com`,
    password: 'Sukoon#Pass1',
    // 10 digits, starting like an Indian mobile number.
    mobile: `98${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`,
    pincode: '500001',
    country: 'India',
    state: 'Telangana',
    city: 'Hyderabad',
    ...overrides,
  };
}

/* ---------- Through the API (set-up for journeys that are not about accounts) ---------- */

let registrations = 0;
/**
 * Each account set up through the API speaks from an address of its own (TEST-NET-3, sent as X-Forwarded-For; the
 * e2e server trusts it from this machine, TRUST_PROXY=loopback), as real people do: from one address the suite's accounts pass the per-address
 * limits and get 429s: registering (10 an hour), verifying (20 in 15 minutes) and signing in (20 in 5 minutes).
 */
const nextClientAddress = () => `203.0.113.${1 + (registrations++ % 254)}`;
const clientAddressOf = new Map<string, string>();
/** The headers of a set-up call on behalf of `email`'s own client. */
const fromClientOf = (email: string) => {
  const address = clientAddressOf.get(email) ?? nextClientAddress();
  clientAddressOf.set(email, address);
  return { 'x-forwarded-for': address };
};

export async function registerThroughApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/users/auth/register/', {
    headers: fromClientOf(user.email),
    data: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      password: user.password,
      confirm_password: user.password,
      mobile: user.mobile,
      country: user.country,
      state: user.state,
      city: user.city,
      pincode: user.pincode,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Registers and verifies (with the code from the outbox) a new account. */
export async function createVerifiedUser(request: APIRequestContext, tag: string): Promise<TestUser> {
  const user = newUser(tag);
  await registerThroughApi(request, user);
  const otp = await codeFromOutbox(request, user.email, SUBJECTS.verify);
  const verified = await request.post('/api/users/verify-otp/', {
    headers: fromClientOf(user.email),
    data: { email: user.email, otp },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return user;
}

/**
 * Signs `user` in through the API and stores the session where the site keeps it (`token`, `user`), so the page
 * opens signed in. The sign-in dialog itself is covered by the accounts journeys.
 */
export async function signInBrowserThroughApi(page: Page, request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/users/signin/', {
    headers: fromClientOf(user.email),
    data: { email: user.email, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { token: string; user: unknown; profile_complete: boolean };
  expect(body.profile_complete).toBe(true);
  await page.goto('/');
  await page.evaluate(
    ({ token, account }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(account));
    },
    { token: body.token, account: body.user },
  );
  await page.reload();
  await expect(userMenuButton(page, `${user.firstName} ${user.lastName}`)).toBeVisible();
}

/* ---------- Through the site ---------- */

/** A new verified user, signed in on `page` through the API: where most journeys start. */
export async function signedInNewUser(page: Page, request: APIRequestContext, tag: string): Promise<TestUser> {
  const user = await createVerifiedUser(request, tag);
  await signInBrowserThroughApi(page, request, user);
  return user;
}

/** The header's user menu button, named "Guest" or the user's first and last name. */
export function userMenuButton(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/** Header user menu -> "Sign In" -> the "Welcome Back" dialog. */
export async function openSignInDialog(page: Page): Promise<Locator> {
  await userMenuButton(page, 'Guest').click();
  await page.getByRole('menuitem', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and submits "Welcome Back"; the caller asserts where it leads. */
export async function submitSignIn(dialog: Locator, email: string, password: string): Promise<void> {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Header user menu -> "Logout": the site forgets the session and reloads the page as a guest. */
export async function logOut(page: Page, user: TestUser): Promise<void> {
  await userMenuButton(page, `${user.firstName} ${user.lastName}`).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reloaded;
  await expect(userMenuButton(page, 'Guest')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
}

/**
 * Types a code into six code boxes (within `scope`) the way a person does: from the first box, digit by digit.
 * Boxes still holding an earlier code are first cleared with Backspace: typing a digit over the same digit does
 * not move on to the next box (React reports no change for an unchanged value), so typing over an old code
 * scrambles it (reported: packages/ui/src/OtpBoxes/useOtpBoxes.ts).
 */
export async function typeCode(page: Page, scope: Locator | Page, code: string): Promise<void> {
  const first = scope.getByLabel('Digit 1 of 6');
  const last = scope.getByLabel('Digit 6 of 6');
  await expect(first).toBeEnabled();
  if ((await first.inputValue()) !== '') {
    await expect(last).not.toHaveValue('');
    await last.click();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await expect(first).toHaveValue('');
    await expect(first).toBeFocused();
  } else {
    await first.click();
  }
  await page.keyboard.type(code);
  await expect(last).toHaveValue(code.slice(-1));
  await expect(first).toHaveValue(code.slice(0, 1));
}
