import {
  endpoints,
  googleClientIdResponseSchema,
  signInResponseSchema,
  completeProfileResponseSchema,
  userProfileResponseSchema,
} from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, registrations, sessions, users } from './schema';
import { createSession } from './sessions';
import { hashToken } from './sessions';
import { ACCOUNT_MESSAGES } from '@sukoon/contracts/copy/accounts';
import { createAccountsTestApp, registration } from './testing';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { suiteApp } from '../../testing/suiteApp';

const t = suiteApp({}, createAccountsTestApp);

const p = endpoints;

describe('the whole account journey', () => {
  it('register -> code from the outbox -> verify -> sign in -> profile -> change password -> logout -> forgot -> reset -> sign in', async () => {
    const email = 'asha.rao@example.com';

    // Registration: 201, the password stored as argon2id with the explicit parameters, and a code e-mailed.
    const registered = await t.post(p.register.path, registration(' Asha.Rao@Example.com '));
    expect(registered.statusCode).toBe(201);
    expect(registered.json().message).toMatch(/Registration successful/);
    // The account holds only the address until a code proves it; the details and password wait with the code.
    const [stored] = await t.db.select().from(users).where(eq(users.email, email));
    expect(stored).toMatchObject({ username: 'asha.rao', isVerified: false, passwordHash: null });
    const [pending] = await t.db.select().from(registrations).where(eq(registrations.userId, stored!.id));
    expect(pending).toMatchObject({ firstName: 'Asha', mobile: '9876543210' });
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(pending!.passwordHash).not.toContain('first-password-1');

    const mail = await t.lastCode(email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(mailCopy.verification.subject('Sukoon'));
    expect(mail!.text).toContain(`Your code is ${mail!.code}.`);
    expect(mail!.html).toContain(mail!.code);
    expect(mail!.html).toContain('Sukoon');
    // The address is not proven yet: the mail greets nobody by the name typed.
    expect(mail!.text).toMatch(/^Hello,$/m);
    expect(mail!.text).not.toContain('Asha');
    // The code itself is not in the database, only its hash.
    expect(pending!.codeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(await t.db.select().from(registrations))).not.toContain(mail!.code);
    expect(await t.db.select().from(oneTimeCodes)).toHaveLength(0);

    // Verify with the mailed code.
    const verified = await t.post(p.verifyOtp.path, { email, otp: mail!.code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ message: 'Email verified successfully!', profile_complete: true });
    expect(signInResponseSchema.parse(verified.json()).user).toMatchObject({
      email,
      is_verified: true,
      first_name: 'Asha',
      mobile: '9876543210',
    });
    expect(await t.db.select().from(registrations)).toHaveLength(0);
    // Single use: the same code again fails, with the one failure text (nothing says the address is verified).
    const reused = await t.post(p.verifyOtp.path, { email, otp: mail!.code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).not.toHaveProperty('token');

    // Sign in on two devices.
    const first = await t.post(p.signIn.path, { email, password: 'first-password-1' });
    expect(first.statusCode).toBe(200);
    const signIn = signInResponseSchema.parse(first.json());
    expect(signIn.user).toMatchObject({
      username: 'asha.rao',
      email,
      first_name: 'Asha',
      last_name: 'Rao',
      name: 'Asha Rao',
      country: 'India',
      state: 'Telangana',
      city: 'Hyderabad',
      mobile: '9876543210',
      is_verified: true,
    });
    expect(signIn.profile_complete).toBe(true);
    expect(first.json().user).not.toHaveProperty('password_hash');
    expect(signIn.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const otherDevice = signInResponseSchema.parse(
      (await t.post(p.signIn.path, { email, password: 'first-password-1' })).json(),
    ).token;

    // Tokens are stored only as SHA-256 hashes.
    const sessionRows = await t.db.select().from(sessions);
    expect(sessionRows).toHaveLength(3); // the verification's and the two sign-ins'
    expect(JSON.stringify(sessionRows)).not.toContain(signIn.token);
    expect(sessionRows.map((s) => s.tokenHash)).toContain(hashToken(signIn.token));

    // Profile.
    const profile = await t.get(p.userProfile.path, { token: signIn.token });
    expect(profile.statusCode).toBe(200);
    expect(userProfileResponseSchema.parse(profile.json())).toEqual({ user: signIn.user });

    const updated = await t.post(
      p.completeProfile.path,
      { country: 'India', state: 'Karnataka', city: 'Bengaluru', phone: '9123456780' },
      { token: signIn.token },
    );
    expect(updated.statusCode).toBe(200);
    const updatedBody = completeProfileResponseSchema.parse(updated.json());
    expect(updatedBody.user).toMatchObject({ state: 'Karnataka', city: 'Bengaluru', mobile: '9123456780' });
    expect((await t.get(p.userProfile.path, { token: signIn.token })).json().user.city).toBe('Bengaluru');

    // Change password: a wrong current password is refused with the message the site shows.
    const changePassword = (current_password: string, new_password: string, confirm_password = new_password) =>
      t.post(p.changePassword.path, { current_password, new_password, confirm_password }, { token: signIn.token });
    const wrongCurrent = await changePassword('not-it-at-all', 'second-password-2');
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe('Current password is incorrect.');
    const mismatch = await changePassword('first-password-1', 'second-password-2', 'other-password');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match');

    const changed = await changePassword('first-password-1', 'second-password-2');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed successfully!' });
    // The owner is told, with what to do if it was not them.
    const changedNotice = (await t.mailer.outbox!.list()).find(
      (m) => m.to === email && m.subject === mailCopy.passwordChanged.subject('Sukoon'),
    );
    expect(changedNotice!.text).toContain(mailCopy.passwordChanged.paragraphs('Sukoon')[1]);
    expect(changedNotice!.text).toContain('Hello Asha,');
    // The other device is signed out; this one stays in.
    expect((await t.get(p.userProfile.path, { token: otherDevice })).statusCode).toBe(401);
    expect((await t.get(p.userProfile.path, { token: signIn.token })).statusCode).toBe(200);
    // The old password no longer works, the new one does.
    expect((await t.post(p.signIn.path, { email, password: 'first-password-1' })).statusCode).toBe(401);
    const second = await t.post(p.signIn.path, { email, password: 'second-password-2' });
    expect(second.statusCode).toBe(200);
    const laptop = second.json().token as string;

    // Logout revokes exactly the token it was called with.
    const loggedOut = await t.post(p.logout.path, undefined, { token: signIn.token });
    expect(loggedOut.statusCode).toBe(200);
    expect((await t.get(p.userProfile.path, { token: signIn.token })).statusCode).toBe(401);
    expect((await t.post(p.logout.path, undefined, { token: signIn.token })).statusCode).toBe(401);
    expect((await t.get(p.userProfile.path, { token: laptop })).statusCode).toBe(200);

    // Forgot password -> the code from the outbox -> reset (the code arrives as a number, as the site sends it).
    const forgot = await t.post(p.forgotPassword.path, { email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toContain('OTP sent');
    const reset = await t.lastCode(email);
    expect(reset!.subject).toBe(mailCopy.passwordReset.subject('Sukoon'));
    expect(reset!.text).toContain(`Your code is ${reset!.code}.`);
    const done = await t.post(p.resetPassword.path, { email, password: 'third-password-3', otp: Number(reset!.code) });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/password has been reset/);
    expect(done.json()).not.toHaveProperty('error');
    const resetNotice = (await t.mailer.outbox!.list()).find(
      (m) => m.to === email && m.subject === mailCopy.passwordWasReset.subject('Sukoon'),
    );
    expect(resetNotice!.text).toContain(mailCopy.passwordWasReset.paragraphs('Sukoon')[1]);
    expect(resetNotice!.text).not.toMatch(/Your code is \d{6}/);
    // A reset signs out every session and the code works once.
    expect((await t.get(p.userProfile.path, { token: laptop })).statusCode).toBe(401);
    const again = await t.post(p.resetPassword.path, {
      email,
      password: 'fourth-password-4',
      otp: Number(reset!.code),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(again.json().message);

    expect((await t.post(p.signIn.path, { email, password: 'second-password-2' })).statusCode).toBe(401);
    const last = await t.post(p.signIn.path, { email, password: 'third-password-3' });
    expect(last.statusCode).toBe(200);
    expect(signInResponseSchema.parse(last.json()).user.city).toBe('Bengaluru');
  });
});

describe('registration', () => {
  it('answers a verified address like a new one, keeps the account, and e-mails its owner where to go', async () => {
    const email = 'dup@example.com';
    const first = await t.post(p.register.path, registration(email), { ip: '10.5.0.1' });
    expect(first.statusCode).toBe(201);
    const code = (await t.lastCode(email))!.code;
    expect((await t.post(p.verifyOtp.path, { email, otp: code }, { ip: '10.5.0.1' })).statusCode).toBe(200);

    const again = await t.post(
      p.register.path,
      registration('DUP@example.com', {
        first_name: 'Other',
        password: 'other-password-2',
        confirm_password: 'other-password-2',
      }),
      { ip: '10.5.0.2' },
    );
    const fresh = await t.post(p.register.path, registration('new-one@example.com'), { ip: '10.5.0.3' });
    expect(again.statusCode).toBe(201);
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());

    // Nothing changed on the account: same name, the old password still signs in, the new one does not.
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Asha', isVerified: true });
    expect((await t.post(p.signIn.path, { email, password: 'other-password-2' })).statusCode).toBe(401);
    expect((await t.post(p.signIn.path, { email, password: 'first-password-1' })).statusCode).toBe(200);

    // The owner is told someone tried, and where to go: sign in, or reset the password.
    await t.background.idle();
    const [notice] = ((await t.mailer.outbox?.list()) ?? []).filter((m) => m.to === email);
    expect(notice!.subject).toBe(mailCopy.registrationAttempt.subject('Sukoon'));
    expect(notice!.text).toContain(mailCopy.registrationAttempt.paragraphs('Sukoon')[1]);
    expect(notice!.text).toContain('Forgot password?');
    expect(notice!.text).not.toMatch(/Your code is \d{6}/);
  });

  it('answers an unverified address like a new one and mails a code for this registration at once', async () => {
    const email = 'pending-again@example.com';
    expect((await t.post(p.register.path, registration(email), { ip: '10.5.1.1' })).statusCode).toBe(201);
    const firstCode = (await t.lastCode(email))!.code;
    expect(await t.mailsTo(email)).toBe(1);

    // Within the cool-down: the same answer, and a code of its own for the new registration.
    const soon = await t.post(
      p.register.path,
      registration(email, { first_name: 'Other', password: 'other-password-2', confirm_password: 'other-password-2' }),
      { ip: '10.5.1.2' },
    );
    expect(soon.statusCode).toBe(201);
    expect(soon.json()).toEqual({
      message: 'Registration successful. We have emailed you a 6-digit code to verify your email address.',
    });
    expect(await t.mailsTo(email)).toBe(2);
    const fresh = (await t.lastCode(email))!;
    expect(fresh.subject).toBe(mailCopy.verification.subject('Sukoon'));
    expect(fresh.text).not.toContain('Other');
    // The earlier registration's code died with it.
    if (fresh.code !== firstCode) {
      expect((await t.post(p.verifyOtp.path, { email, otp: firstCode }, { ip: '10.5.1.3' })).statusCode).toBe(400);
    }
    const verified = await t.post(p.verifyOtp.path, { email, otp: fresh.code }, { ip: '10.5.1.3' });
    expect(verified.statusCode).toBe(200);
    // The code activated the registration it was mailed for: its name and its password, and no other.
    expect(verified.json().user.first_name).toBe('Other');
    expect((await t.post(p.signIn.path, { email, password: 'other-password-2' })).statusCode).toBe(200);
    expect((await t.post(p.signIn.path, { email, password: 'first-password-1' })).statusCode).toBe(401);
  });

  it('makes usernames unique from the local part of the address', async () => {
    await t.post(p.register.path, registration('meera+one@example.com'));
    await t.post(p.register.path, registration('Meera@other.example'));
    await t.post(p.register.path, registration('meera@third.example'));
    const rows = await t.db.select({ username: users.username, email: users.email }).from(users);
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r.username]));
    expect(byEmail['meera+one@example.com']).toBe('meera');
    expect(byEmail['meera@other.example']).toBe('meera2');
    expect(byEmail['meera@third.example']).toBe('meera3');
  });

  it('answers the contract messages for an invalid body', async () => {
    const short = await t.post(
      p.register.path,
      registration('short@example.com', { password: 'short', confirm_password: 'short' }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toEqual(['Password must be at least 8 characters long']);
    const long = 'x'.repeat(129);
    const tooLong = await t.post(
      p.register.path,
      registration('long@example.com', { password: long, confirm_password: long }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.password).toEqual(['Password must be at most 128 characters long']);
    const bad = await t.post(p.register.path, registration('not-an-address'));
    expect(bad.json().errors.email).toEqual(['Please enter a valid email address']);
    expect(await t.db.select().from(users).where(eq(users.email, 'short@example.com'))).toHaveLength(0);
  });
});

describe('an account opened first by someone else', () => {
  const ATTACKER = { first_name: 'Mallory', password: 'attacker-password-1', confirm_password: 'attacker-password-1' };
  const OWNER = { first_name: 'Owner', password: 'owner-password-1', confirm_password: 'owner-password-1' };

  /**
   * Someone registers the owner's address with their own password; the owner then registers with theirs (after
   * `wait` ms) and enters the code mailed to them. Only the owner's registration may be activated.
   */
  async function takeover(email: string, wait: number, net: string) {
    expect((await t.post(p.register.path, registration(email, ATTACKER), { ip: `${net}.1` })).statusCode).toBe(201);
    const attackerCode = (await t.lastCode(email))!.code;
    // Any session the account held before the owner proved the address ends when they do.
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    const earlier = await createSession(t.db, row!.id, t.clock.now());

    t.clock.advance(wait);
    const owner = await t.post(p.register.path, registration(email, OWNER), { ip: `${net}.2` });
    expect(owner.statusCode).toBe(201);
    expect(owner.json()).toEqual({ message: ACCOUNT_MESSAGES.registered });
    // The owner's registration is mailed a code of its own, whatever the resend cool-down.
    expect(await t.mailsTo(email)).toBe(2);
    const ownerCode = (await t.lastCode(email))!.code;

    if (attackerCode !== ownerCode) {
      const stale = await t.post(p.verifyOtp.path, { email, otp: attackerCode }, { ip: `${net}.1` });
      expect(stale.statusCode).toBe(400);
    }
    const verified = await t.post(p.verifyOtp.path, { email, otp: ownerCode }, { ip: `${net}.2` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email, first_name: 'Owner', is_verified: true });
    expect((await t.get(p.userProfile.path, { token: earlier })).statusCode).toBe(401);
    expect((await t.get(p.userProfile.path, { token: verified.json().token })).statusCode).toBe(200);

    expect((await t.post(p.signIn.path, { email, password: OWNER.password }, { ip: `${net}.2` })).statusCode).toBe(200);
    expect((await t.post(p.signIn.path, { email, password: ATTACKER.password }, { ip: `${net}.1` })).statusCode).toBe(
      401,
    );
    // The attacker's code stays dead after the activation too.
    expect((await t.post(p.verifyOtp.path, { email, otp: attackerCode }, { ip: `${net}.1` })).statusCode).toBe(400);
  }

  it('cannot be kept when the owner registers at once, within the resend cool-down', async () => {
    await takeover('victim-now@example.com', 1_000, '10.6.1');
  });

  it('cannot be kept when the owner registers after the resend cool-down', async () => {
    await takeover('victim-later@example.com', 61_000, '10.6.2');
  });

  it('counts only the latest registration at sign-in, which mails a code for exactly that one', async () => {
    const email = 'latest-counts@example.com';
    await t.post(p.register.path, registration(email, ATTACKER), { ip: '10.6.3.1' });
    await t.post(p.register.path, registration(email, OWNER), { ip: '10.6.3.2' });
    t.clock.advance(60_000);
    expect((await t.post(p.signIn.path, { email, password: ATTACKER.password }, { ip: '10.6.3.1' })).statusCode).toBe(
      401,
    );
    expect(await t.mailsTo(email)).toBe(2);
    const owner = await t.post(p.signIn.path, { email, password: OWNER.password }, { ip: '10.6.3.2' });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().message).toBe(ACCOUNT_MESSAGES.unverifiedNewCode);
    expect(await t.mailsTo(email)).toBe(3);
    const verified = await t.post(
      p.verifyOtp.path,
      { email, otp: (await t.lastCode(email))!.code },
      { ip: '10.6.3.2' },
    );
    expect(verified.json().user.first_name).toBe('Owner');
  });

  it('greets nobody by the typed name in a reset code mailed to an unproven address', async () => {
    const email = 'unproven-reset@example.com';
    await t.post(p.register.path, registration(email, ATTACKER), { ip: '10.6.4.1' });
    await t.post(p.forgotPassword.path, { email }, { ip: '10.6.4.1' });
    const reset = (await t.lastCode(email))!;
    expect(reset.subject).toBe(mailCopy.passwordReset.subject('Sukoon'));
    expect(reset.text).toMatch(/^Hello,$/m);
    expect(reset.text).not.toContain('Mallory');
  });
});

describe('bearer calls', () => {
  it('answer 401 with a message without a token, with a malformed one and with an unknown one', async () => {
    const none = await t.get(p.userProfile.path);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'Authentication credentials were not provided.' });
    const malformed = await t.app.inject({
      method: 'GET',
      url: p.userProfile.path,
      headers: { authorization: 'Token abc' },
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().detail).toMatch(/sign in again/);
    expect((await t.get(p.userProfile.path, { token: 'A'.repeat(43) })).statusCode).toBe(401);
    expect(
      (await t.post(p.completeProfile.path, { country: 'India', state: 'Goa', city: 'Panaji', phone: '9876543210' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('google-client-id', () => {
  it('answers the configured client id', async () => {
    const response = await t.get(p.googleClientId.path);
    expect(googleClientIdResponseSchema.parse(response.json())).toEqual({
      google_client_id: 'test-client.apps.googleusercontent.com',
    });
  });
});
