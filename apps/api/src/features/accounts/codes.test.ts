import { API_ERROR_CODES, endpoints as p, signInResponseSchema } from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_COOLDOWN_MS, CODE_TTL_MS, newCode } from './codes';
import { users } from './schema';
import { createAccountsTestApp, registration } from './testing';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { suiteApp } from '../../testing/suiteApp';

const t = suiteApp({}, createAccountsTestApp);

/** A wrong 6-digit code: the mailed one plus one, wrapped. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The one answer of every failed verification: it says nothing about the address. */
const CODE_FAILED = {
  message: 'Invalid or expired code. Please check the code or request a new one.',
  detail: 'Invalid or expired code. Please check the code or request a new one.',
};

// Each test uses its own client IP, so the per-IP limits of one test do not spill into the next.
let ipCounter = 0;
const nextIp = () => `10.1.0.${++ipCounter}`;

async function registered(email: string, ip: string) {
  const response = await t.post(p.register.path, registration(email), { ip });
  expect(response.statusCode).toBe(201);
  const mail = await t.lastCode(email);
  expect(mail).toBeDefined();
  return mail!.code;
}

describe('codes', () => {
  it('are six digits from the CSPRNG, zero-padded', () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('die after 10 wrong attempts, even for the right code, until a new one is requested', async () => {
    const ip = nextIp();
    const email = 'locked@example.com';
    const code = await registered(email, ip);

    // From several clients: one client's own limit (verifyOtp.addressIp) stops it before it could kill the code.
    for (let i = 1; i <= CODE_MAX_ATTEMPTS; i += 1) {
      const response = await t.post(p.verifyOtp.path, { email, otp: wrong(code) }, { ip: nextIp() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(CODE_FAILED);
    }
    const right = await t.post(p.verifyOtp.path, { email, otp: code }, { ip });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(CODE_FAILED);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.isVerified).toBe(false);

    // A new code (after the cool-down) works.
    t.clock.advance(CODE_RESEND_COOLDOWN_MS);
    expect((await t.post(p.resendOtp.path, { email }, { ip })).statusCode).toBe(200);
    const fresh = await t.lastCode(email);
    expect(fresh!.code).toBeDefined();
    const ok = await t.post(p.verifyOtp.path, { email, otp: fresh!.code }, { ip });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Email verified successfully!');
  });

  it('expire after 10 minutes', async () => {
    const ip = nextIp();
    const email = 'expired@example.com';
    const code = await registered(email, ip);
    t.clock.advance(CODE_TTL_MS);
    const late = await t.post(p.verifyOtp.path, { email, otp: code }, { ip });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(CODE_FAILED);
  });

  it('still work just before the 10 minutes are up', async () => {
    const ip = nextIp();
    const email = 'in-time@example.com';
    const code = await registered(email, ip);
    t.clock.advance(CODE_TTL_MS - 1000);
    expect((await t.post(p.verifyOtp.path, { email, otp: code }, { ip })).statusCode).toBe(200);
  });

  it('are resent only after a 60 s cool-down, and the new code replaces the old one', async () => {
    const ip = nextIp();
    const email = 'cooldown@example.com';
    const first = await registered(email, ip);

    // Within the cool-down: the same answer as ever (so it tells no address apart), no new mail, the code stands.
    t.clock.advance(20_000);
    const early = await t.post(p.resendOtp.path, { email }, { ip });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ message: 'New verification code sent!' });
    expect(early.headers['retry-after']).toBeUndefined();
    expect(await t.mailsTo(email)).toBe(1);

    t.clock.advance(40_000);
    const resent = await t.post(p.resendOtp.path, { email }, { ip });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: 'New verification code sent!' });
    expect(await t.mailsTo(email)).toBe(2);
    const second = (await t.lastCode(email))!.code;

    if (second !== first) {
      const old = await t.post(p.verifyOtp.path, { email, otp: first }, { ip });
      expect(old.statusCode).toBe(400);
    }
    expect((await t.post(p.verifyOtp.path, { email, otp: second }, { ip })).statusCode).toBe(200);
  });

  it('resend answers the same for an unknown address and sends nothing', async () => {
    const response = await t.post(p.resendOtp.path, { email: 'nobody-here@example.com' }, { ip: nextIp() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'New verification code sent!' });
    expect(await t.mailsTo('nobody-here@example.com')).toBe(0);
  });
});

describe('telling nobody whether an address has an account', () => {
  /** Status, headers that could differ, and body of an answer. */
  const observable = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => ({
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    body: response.json(),
  });

  it('resend answers an unknown, a verified and an unverified address alike, also within the cool-down', async () => {
    const ip = nextIp();
    const unverified = 'resend-unverified@example.com';
    await registered(unverified, ip);
    const verified = 'resend-verified@example.com';
    const code = await registered(verified, ip);
    expect((await t.post(p.verifyOtp.path, { email: verified, otp: code }, { ip })).statusCode).toBe(200);
    const unknown = 'resend-unknown@example.com';

    for (const round of [1, 2]) {
      // Right after registering (inside the cool-down), then again a moment later.
      const answers = [];
      for (const email of [unverified, verified, unknown]) {
        answers.push(observable(await t.post(p.resendOtp.path, { email }, { ip: nextIp() })));
      }
      expect(answers[1], `round ${round}`).toEqual(answers[0]);
      expect(answers[2], `round ${round}`).toEqual(answers[0]);
      expect(answers[0]).toEqual({
        status: 200,
        retryAfter: undefined,
        body: { message: 'New verification code sent!' },
      });
      t.clock.advance(5_000);
    }
    expect(await t.mailsTo(unknown)).toBe(0);
    expect(await t.mailsTo(unverified)).toBe(1); // the cool-down held back the resends
  });

  it('verify answers an unknown address, a verified one and a wrong code alike', async () => {
    const ip = nextIp();
    const pending = 'verify-pending@example.com';
    const code = await registered(pending, ip);
    const done = 'verify-done@example.com';
    const doneCode = await registered(done, ip);
    expect((await t.post(p.verifyOtp.path, { email: done, otp: doneCode }, { ip })).statusCode).toBe(200);

    const wrongCode = observable(await t.post(p.verifyOtp.path, { email: pending, otp: wrong(code) }, { ip }));
    const unknown = observable(
      await t.post(p.verifyOtp.path, { email: 'verify-nobody@example.com', otp: wrong(code) }, { ip }),
    );
    const alreadyVerified = observable(await t.post(p.verifyOtp.path, { email: done, otp: doneCode }, { ip }));
    expect(wrongCode).toEqual({ status: 400, retryAfter: undefined, body: CODE_FAILED });
    expect(unknown).toEqual(wrongCode);
    expect(alreadyVerified).toEqual(wrongCode);
    // A verified address is never signed in by a code again.
    expect(alreadyVerified.body).not.toHaveProperty('token');
  });
});

describe('signing in before verifying', () => {
  it('answers 403 telling the user to verify, and e-mails a fresh code (once per cool-down)', async () => {
    const ip = nextIp();
    const email = 'unverified@example.com';
    const first = await registered(email, ip);

    // Within the cool-down: no new mail, the message points at the code just sent.
    const soon = await t.post(p.signIn.path, { email, password: 'first-password-1' }, { ip });
    expect(soon.statusCode).toBe(403);
    expect(soon.json().message).toMatch(/^Please verify your email address before signing in\./);
    // The site recognises this answer by its code and takes the person to /verify-email.
    expect(soon.json().code).toBe('email_not_verified');
    expect(soon.json()).not.toHaveProperty('token');
    expect(await t.mailsTo(email)).toBe(1);

    t.clock.advance(CODE_RESEND_COOLDOWN_MS);
    const later = await t.post(p.signIn.path, { email, password: 'first-password-1' }, { ip });
    expect(later.statusCode).toBe(403);
    expect(later.json().code).toBe(API_ERROR_CODES.emailNotVerified);
    expect(later.json().detail).toMatch(/new 6-digit code/);
    expect(await t.mailsTo(email)).toBe(2);
    const fresh = (await t.lastCode(email))!.code;
    if (fresh !== first) expect((await t.post(p.verifyOtp.path, { email, otp: first }, { ip })).statusCode).toBe(400);

    // A wrong password says nothing about verification.
    const wrongPassword = await t.post(p.signIn.path, { email, password: 'not-the-password' }, { ip });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid email or password.',
      detail: 'Invalid email or password.',
    });

    // Verifying signs the person in: the answer carries a session like a sign-in's, and the token works.
    const verified = await t.post(p.verifyOtp.path, { email, otp: fresh }, { ip });
    expect(verified.statusCode).toBe(200);
    const session = signInResponseSchema.parse(verified.json());
    expect(verified.json().message).toBe('Email verified successfully!');
    expect(session.user).toMatchObject({ email, is_verified: true, first_name: 'Asha' });
    expect(session.profile_complete).toBe(true);
    const profile = await t.get(p.userProfile.path, { token: session.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.email).toBe(email);

    const signedIn = await t.post(p.signIn.path, { email, password: 'first-password-1' }, { ip });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const response = await t.post(
      p.signIn.path,
      { email: 'ghost@example.com', password: 'whatever-123' },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password.', detail: 'Invalid email or password.' });
  });
});

describe('forgot password', () => {
  it('answers an unknown address with the same message and sends no mail', async () => {
    const ip = nextIp();
    const email = 'known@example.com';
    await registered(email, ip);
    const known = await t.post(p.forgotPassword.path, { email }, { ip });
    const unknown = await t.post(p.forgotPassword.path, { email: 'unknown@example.com' }, { ip });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: 'OTP sent to your email if an account exists.' });
    expect(await t.mailsTo('unknown@example.com')).toBe(0);
    const mail = await t.lastCode(email);
    expect(mail!.subject).toBe(mailCopy.passwordReset.subject('Sukoon'));

    // Reset for the unknown address fails with the one failure text, in `error` as the site reads it.
    const reset = await t.post(
      p.resetPassword.path,
      { email: 'unknown@example.com', password: 'new-password-1', otp: 123456 },
      { ip },
    );
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({
      message: 'Invalid or expired code. Please check the code or request a new one.',
      error: 'Invalid or expired code. Please check the code or request a new one.',
    });
  });

  /** Registers `email`, waits out the cool-down of its registration code, and asks for a reset code. */
  async function mailedResetCode(email: string) {
    const ip = nextIp();
    await registered(email, ip);
    t.clock.advance(CODE_RESEND_COOLDOWN_MS);
    await t.post(p.forgotPassword.path, { email }, { ip });
    return { ip, code: (await t.lastCode(email))!.code };
  }

  it('a reset verifies a pending address, and a wrong or dead reset code is refused', async () => {
    const email = 'pending-reset@example.com';
    const { ip, code } = await mailedResetCode(email);
    const bad = await t.post(p.resetPassword.path, { email, password: 'new-password-1', otp: wrong(code) }, { ip });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Invalid or expired code/);

    // The code is given as a string too (zero-padded codes survive that way).
    const ok = await t.post(p.resetPassword.path, { email, password: 'new-password-1', otp: code }, { ip });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.isVerified).toBe(true);
    expect((await t.post(p.signIn.path, { email, password: 'new-password-1' }, { ip })).statusCode).toBe(200);
  });

  it('within the cool-down a second request sends no second mail and the first code still works', async () => {
    const email = 'twice@example.com';
    const { ip, code: first } = await mailedResetCode(email);
    const again = await t.post(p.forgotPassword.path, { email }, { ip });
    expect(again.json().message).toContain('OTP sent');
    expect(await t.mailsTo(email)).toBe(2); // the registration code and one reset code
    expect(
      (await t.post(p.resetPassword.path, { email, password: 'new-password-2', otp: first }, { ip })).statusCode,
    ).toBe(200);
  });

  it('reset codes expire after 10 minutes', async () => {
    const email = 'slow-reset@example.com';
    const { ip, code } = await mailedResetCode(email);
    t.clock.advance(CODE_TTL_MS + 1);
    const late = await t.post(p.resetPassword.path, { email, password: 'new-password-3', otp: code }, { ip });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatch(/Invalid or expired code/);
  });
});
