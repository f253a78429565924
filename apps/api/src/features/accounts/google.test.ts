import { endpoints as p, googleLoginResponseSchema } from '@sukoon/contracts';
import { and, eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { createTestApp } from '../../testing/testApp';
import { sessions, userIdentities, users } from './schema';
import { createAccountsTestApp, createUserWithSession, GOOGLE_CLIENT_ID, registration } from './testing';
import { suiteApp } from '../../testing/suiteApp';

const t = suiteApp({}, createAccountsTestApp);

const linkedSubject = mailCopy.googleLinked.subject('Sukoon');

let ipCounter = 0;
const login = (token: string) => t.post(p.googleLogin.path, { token }, { ip: `10.2.0.${++ipCounter}` });
const idToken = (claims: Record<string, unknown>) => t.google.idToken(claims, { now: t.clock.now() });

describe('google-login', () => {
  it('creates a user for a new Google account, then finds it again by subject id', async () => {
    const token = await idToken({
      sub: '100000000000000000001',
      email: 'Priya.Sharma@gmail.com',
      given_name: 'Priya',
      family_name: 'Sharma',
      name: 'Priya Sharma',
    });
    const first = await login(token);
    expect(first.statusCode).toBe(200);
    const body = googleLoginResponseSchema.parse(first.json());
    expect(body.new_user).toBe(true);
    expect(body.profile_complete).toBe(false);
    expect(body.user).toMatchObject({
      email: 'priya.sharma@gmail.com',
      name: 'Priya Sharma',
      username: 'priya.sharma',
    });
    expect(body.user.is_verified).toBe(true);
    expect(body).not.toHaveProperty('refresh');

    // The access token is a normal bearer token.
    const profile = await t.get(p.userProfile.path, { token: body.access });
    expect(profile.json().user.email).toBe('priya.sharma@gmail.com');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'priya.sharma@gmail.com'));
    expect(row!.passwordHash).toBeNull();

    // Same subject with a changed address: the same account, not a new one.
    const again = await login(
      await idToken({ sub: '100000000000000000001', email: 'priya.new@gmail.com', name: 'Priya Sharma' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ new_user: false, user: { email: 'priya.sharma@gmail.com' } });
    expect(await t.db.select().from(users).where(eq(users.email, 'priya.new@gmail.com'))).toHaveLength(0);

    // After completing the profile, profile_complete is true on the next sign-in.
    await t.post(
      p.completeProfile.path,
      { country: 'India', state: 'Goa', city: 'Panaji', phone: '9876500000' },
      { token: body.access },
    );
    expect(
      (await login(await idToken({ sub: '100000000000000000001', email: 'priya.sharma@gmail.com' }))).json()
        .profile_complete,
    ).toBe(true);
    // A brand-new Google account and its later sign-ins link nothing to an existing account: no notice.
    await t.background.idle();
    expect(await t.mailsTo('priya.sharma@gmail.com')).toBe(0);
  });

  it('accepts the issuer without https too', async () => {
    const response = await login(
      await idToken({ sub: '100000000000000000002', email: 'plain-iss@gmail.com', iss: 'accounts.google.com' }),
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [
      'a token for another site (audience)',
      { aud: 'someone-else.apps.googleusercontent.com' },
      'The Google sign-in was not issued for this site.',
    ],
    [
      'a token from another issuer',
      { iss: 'https://evil.example.com' },
      'The Google sign-in was not issued for this site.',
    ],
  ])('rejects %s', async (_name, claims, message) => {
    const response = await login(await idToken({ sub: '100000000000000000003', email: 'reject@gmail.com', ...claims }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message, detail: message });
    expect(await t.db.select().from(users).where(eq(users.email, 'reject@gmail.com'))).toHaveLength(0);
  });

  it('rejects an expired token (against the app clock)', async () => {
    const issued = t.clock.now() - 2 * 3600_000;
    const token = await t.google.idToken({ sub: '100000000000000000004', email: 'old@gmail.com' }, { now: issued });
    const response = await login(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The Google sign-in has expired. Please try again.');
  });

  it('rejects a token signed with another key, and garbage', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await t.google.idToken(
      { sub: '100000000000000000005', email: 'forged@gmail.com' },
      { now: t.clock.now(), key: privateKey },
    );
    const response = await login(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The Google sign-in could not be verified.');

    // Payload swapped under a valid signature.
    const real = await idToken({ sub: '100000000000000000006', email: 'real@gmail.com' });
    const [header, , signature] = real.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        aud: GOOGLE_CLIENT_ID,
        sub: 'x',
        email: 'x@gmail.com',
        email_verified: true,
        iat: 1,
        exp: 4102444800,
      }),
    ).toString('base64url');
    expect((await login(`${header}.${payload}.${signature}`)).statusCode).toBe(401);

    expect((await login('not-a-jwt')).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.email, 'forged@gmail.com'))).toHaveLength(0);
  });

  it('links to an existing e-mail account only when Google vouches for the address', async () => {
    const email = 'linking@example.com';
    // A pending registration, as someone else could have made for this address.
    expect((await t.post(p.register.path, registration(email), { ip: '10.2.1.1' })).statusCode).toBe(201);

    const unverified = await login(await idToken({ sub: '100000000000000000007', email, email_verified: false }));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().message).toMatch(/not verified by Google/);
    expect(
      await t.db.select().from(userIdentities).where(eq(userIdentities.subject, '100000000000000000007')),
    ).toHaveLength(0);

    const verified = await login(
      await idToken({ sub: '100000000000000000007', email, email_verified: true, given_name: 'X' }),
    );
    expect(verified.statusCode).toBe(200);
    // The pending registration's details were never proven, so the account takes Google's name and none of them.
    expect(verified.json()).toMatchObject({
      new_user: false,
      profile_complete: false,
      user: { email, first_name: 'X', is_verified: true, mobile: null },
    });
    const [identity] = await t.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, '100000000000000000007')));
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(identity!.userId).toBe(row!.id);
    // The unproven password of the pending registration no longer opens the account.
    expect(row!.passwordHash).toBeNull();
    expect((await t.post(p.signIn.path, { email, password: 'first-password-1' }, { ip: '10.2.1.1' })).statusCode).toBe(
      401,
    );
    // Nor does its code: the pending registration ended with the link.
    const pendingCode = (await t.lastCode(email))!.code;
    expect((await t.post(p.verifyOtp.path, { email, otp: pendingCode }, { ip: '10.2.1.1' })).statusCode).toBe(400);
    // The owner is told, without the name the registrant typed.
    const notice = (await t.mailer.outbox!.list()).find((m) => m.to === email && m.subject === linkedSubject);
    expect(notice!.text).toContain(mailCopy.googleLinked.paragraphs('Sukoon')[0]);
    expect(notice!.text).toMatch(/^Hello,$/m);
    expect(notice!.text).not.toContain('Asha');
  });

  it('links to a verified account and keeps its password and sessions', async () => {
    const email = 'verified-link@example.com';
    const { user, token } = await createUserWithSession(t.db, { email, password: 'kept-password-1' }, t.clock.now());
    const response = await login(await idToken({ sub: '100000000000000000008', email }));
    expect(response.json()).toMatchObject({ new_user: false, user: { email } });
    expect((await t.get(p.userProfile.path, { token })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(2);
    await t.background.idle();
    const notices = (await t.mailer.outbox!.list()).filter((m) => m.to === email && m.subject === linkedSubject);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(`Hello ${user.firstName},`);
    // Signing in again with the linked account is no news.
    await login(await idToken({ sub: '100000000000000000008', email }));
    await t.background.idle();
    expect((await t.mailer.outbox!.list()).filter((m) => m.to === email && m.subject === linkedSubject)).toHaveLength(
      1,
    );
  });

  it('refuses to create an account from an address Google has not verified', async () => {
    const response = await login(
      await idToken({ sub: '100000000000000000009', email: 'nobody-yet@example.com', email_verified: false }),
    );
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.email, 'nobody-yet@example.com'))).toHaveLength(0);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers an empty client id (the site hides the button) and refuses google-login', async () => {
    const bare = await createTestApp();
    try {
      const id = await bare.app.inject({ method: 'GET', url: p.googleClientId.path });
      expect(id.statusCode).toBe(200);
      expect(id.json()).toEqual({ google_client_id: '' });
      const login = await bare.app.inject({ method: 'POST', url: p.googleLogin.path, payload: { token: 'x.y.z' } });
      expect(login.statusCode).toBe(400);
      expect(login.json().message).toBe('Google sign-in is not available on this site.');
    } finally {
      await bare.close();
    }
  });
});
