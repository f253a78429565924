import { signInResponseSchema, staffInquiriesResponseSchema, staffTestimonialsResponseSchema } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { DEMO_TESTIMONIALS } from '@sukoon/contracts/content/testimonials';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/schema';
import { signedInStaff, signedInUser, type SignedIn } from '../accounts/testing';
import { testimonials } from '../feedback/schema';
import { inquiries } from '../inquiries/schema';
import { createOrPromoteStaff, StaffCommandError } from './staff';
import { suiteAppOnClock } from '../../testing/suiteApp';

// Staff moderation on the real database (PGlite, or PostgreSQL with DATABASE_URL): who may call, what staff see,
// the consent rule, and that an approval reaches the public GET /api/testimonials/review/.
describe('staff moderation (/api/staff/...)', () => {
  const { clock, t } = suiteAppOnClock();
  let staff: SignedIn;
  let client: SignedIn;

  beforeAll(async () => {
    client = await signedInUser(t.db, 'client@example.com', clock.now(), 'Ravi');
    staff = await signedInStaff(t.db, 'staff@example.com', clock.now());
  });

  const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const patch = (id: number | string, payload: unknown, who: SignedIn | undefined = staff) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/staff/testimonials/${id}/`,
      headers: who?.headers ?? {},
      payload: payload as object,
    });
  const staffList = async () =>
    staffTestimonialsResponseSchema.parse((await get('/api/staff/testimonials/', staff)).json());
  const published = async () => (await get('/api/testimonials/review/')).json() as Array<Record<string, unknown>>;

  it('answers guests 401 and signed-in clients 403 on every staff call, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/staff/testimonials/'],
      ['PATCH', '/api/staff/testimonials/1/'],
      ['GET', '/api/staff/inquiries/'],
    ] as const) {
      const guest = await t.app.inject({
        method,
        url,
        payload: method === 'PATCH' ? { is_admin_approved: true } : undefined,
      });
      expect([url, guest.statusCode]).toEqual([url, 401]);
      const asClient = await t.app.inject({
        method,
        url,
        headers: client.headers,
        payload: method === 'PATCH' ? { is_admin_approved: true } : undefined,
      });
      expect([url, asClient.statusCode]).toEqual([url, 403]);
      expect(asClient.json().message).toBe(staffCopy.errors.notStaff);
    }
    // The client's attempt changed nothing.
    const [first] = await t.db.select().from(testimonials).where(eq(testimonials.id, 1));
    expect(first?.isAdminApproved).toBe(DEMO_TESTIMONIALS[0]!.approved);
  });

  it('tells the site the role in the profile and at sign-in, and sign-up never makes staff', async () => {
    expect((await get('/api/users/user-profile/', staff)).json().user.role).toBe('staff');
    expect((await get('/api/users/user-profile/', client)).json().user.role).toBe('client');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'client@example.com'));
    expect(row?.role).toBe('client');
  });

  it('lists every testimonial for staff, waiting ones first, with consent, approvals, first name and date; no-store', async () => {
    const answer = await get('/api/staff/testimonials/', staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const list = staffTestimonialsResponseSchema.parse(answer.json());
    const waiting = DEMO_TESTIMONIALS.filter((demo) => !demo.approved);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(list.slice(0, waiting.length).map((item) => item.comment)).toEqual(
      expect.arrayContaining(waiting.map((demo) => demo.comment)),
    );
    expect(list.slice(0, waiting.length).every((item) => item.consent && !item.is_admin_approved)).toBe(true);
    expect(list).toHaveLength(DEMO_TESTIMONIALS.length);
    expect(list[0]).toMatchObject({
      author: expect.stringMatching(/^\S+$/),
      rating: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('approves a waiting testimonial for the site, then the home page, and the public list shows it', async () => {
    const [waiting] = await staffList();
    expect(waiting?.is_admin_approved).toBe(false);
    expect((await published()).map((item) => item.id)).not.toContain(waiting!.id);

    const site = await patch(waiting!.id, { is_admin_approved: true });
    expect(site.statusCode).toBe(200);
    expect(site.headers['cache-control']).toBe('no-store');
    expect(site.json()).toMatchObject({ id: waiting!.id, is_admin_approved: true, approved_on_main_page: false });
    expect((await published()).find((item) => item.id === waiting!.id)).toMatchObject({
      comment: waiting!.comment,
      user_name: waiting!.author,
      is_admin_approved: true,
      approved_on_main_page: false,
    });

    const home = await patch(waiting!.id, { approved_on_main_page: true });
    expect(home.json()).toMatchObject({ is_admin_approved: true, approved_on_main_page: true });
    expect((await published()).find((item) => item.id === waiting!.id)?.approved_on_main_page).toBe(true);

    // Withdrawing from the site takes it off the home page too.
    const off = await patch(waiting!.id, { is_admin_approved: false });
    expect(off.json()).toMatchObject({ is_admin_approved: false, approved_on_main_page: false });
    expect((await published()).map((item) => item.id)).not.toContain(waiting!.id);
  });

  it('approving for the home page approves for the site in one step', async () => {
    const waiting = (await staffList()).find((item) => item.consent && !item.is_admin_approved)!;
    const answer = await patch(waiting.id, { approved_on_main_page: true });
    expect(answer.json()).toMatchObject({ is_admin_approved: true, approved_on_main_page: true });
    expect((await published()).find((item) => item.id === waiting.id)?.approved_on_main_page).toBe(true);
  });

  it('refuses to approve words whose author did not consent (400, a clear message), and withdrawing is fine', async () => {
    const [row] = await t.db
      .insert(testimonials)
      .values({ rating: 4, comment: 'Private words', wouldRecommend: true, consent: false, userName: 'Kiran' })
      .returning();
    for (const change of [{ is_admin_approved: true }, { approved_on_main_page: true }]) {
      const answer = await patch(row!.id, change);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(staffCopy.errors.noConsent);
    }
    expect((await patch(row!.id, { is_admin_approved: false })).statusCode).toBe(200);
    const listed = (await staffList()).find((item) => item.id === row!.id);
    expect(listed).toMatchObject({ consent: false, is_admin_approved: false, author: 'Kiran' });
    expect((await published()).map((item) => item.id)).not.toContain(row!.id);
  });

  it('validates the change: 404 unknown, 400 for an empty, contradictory or malformed body or id', async () => {
    expect((await patch(999_999, { is_admin_approved: true })).statusCode).toBe(404);
    expect((await patch(1, {})).json().message).toBe(staffCopy.errors.nothingToChange);
    const contradictory = await patch(1, { is_admin_approved: false, approved_on_main_page: true });
    expect(contradictory.statusCode).toBe(400);
    expect(contradictory.json().message).toBe(staffCopy.errors.homeNeedsSite);
    expect((await patch(1, { is_admin_approved: 'yes' })).statusCode).toBe(400);
    expect((await patch('abc', { is_admin_approved: true })).statusCode).toBe(400);
    expect((await patch(2 ** 31, { is_admin_approved: true })).statusCode).toBe(400);
  });

  it('lists contact messages newest first, a page at a time', async () => {
    const base = Date.parse('2026-11-01T00:00:00Z');
    await t.db.insert(inquiries).values(
      Array.from({ length: 55 }, (_, i) => ({
        name: `Person ${i}`,
        email: `p${i}@example.com`,
        message: `Message number ${i}`,
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = await get('/api/staff/inquiries/', staff);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page1 = staffInquiriesResponseSchema.parse(first.json());
    expect(page1).toMatchObject({ count: 55, page: 1, next_page: 2 });
    expect(page1.results).toHaveLength(50);
    expect(page1.results[0]).toMatchObject({
      name: 'Person 54',
      email: 'p54@example.com',
      message: 'Message number 54',
    });
    const page2 = staffInquiriesResponseSchema.parse((await get('/api/staff/inquiries/?page=2', staff)).json());
    expect(page2).toMatchObject({ page: 2, next_page: null });
    expect(page2.results.map((r) => r.name)).toEqual(['Person 4', 'Person 3', 'Person 2', 'Person 1', 'Person 0']);
    expect((await get('/api/staff/inquiries/?page=0', staff)).statusCode).toBe(400);
    expect((await get('/api/staff/inquiries/?page=x', staff)).statusCode).toBe(400);
  });

  it('loses access at once when demoted', async () => {
    await signedInUser(t.db, 'former@example.com', clock.now());
    const { user } = await createOrPromoteStaff(
      t.db,
      { email: 'former@example.com', password: 'former-password-1' },
      clock.now(),
    );
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/signin/',
      payload: { email: 'former@example.com', password: 'former-password-1' },
    });
    expect(signIn.statusCode).toBe(200);
    const former: SignedIn = {
      id: user.id,
      email: user.email,
      headers: { authorization: `Bearer ${signIn.json().token as string}` },
    };
    expect((await get('/api/staff/testimonials/', former)).statusCode).toBe(200);
    await createOrPromoteStaff(t.db, { email: 'former@example.com', demote: true }, clock.now());
    expect((await get('/api/staff/testimonials/', former)).statusCode).toBe(403);
  });
});

describe('the staff command (createOrPromoteStaff)', () => {
  const { clock, t } = suiteAppOnClock();
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/signin/', payload: { email, password } });

  it('creates a verified staff account that signs in and is told its role', async () => {
    const { outcome, user } = await createOrPromoteStaff(
      t.db,
      { email: ' New.Staff@Example.com ', password: 'staff-password-1', firstName: 'Meera' },
      clock.now(),
    );
    expect(outcome).toBe('created');
    expect(user).toMatchObject({ email: 'new.staff@example.com', role: 'staff', isVerified: true, firstName: 'Meera' });
    const answer = await signIn('new.staff@example.com', 'staff-password-1');
    expect(answer.statusCode).toBe(200);
    const { token, user: apiUser, profile_complete } = signInResponseSchema.parse(answer.json());
    expect(apiUser.role).toBe('staff');
    // No "Complete Your Profile" for staff: the command asks for no address or phone.
    expect(profile_complete).toBe(true);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/testimonials/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it('promotes an existing verified account only by setting a new password, which ends its sessions', async () => {
    const client = await signedInUser(t.db, 'promote.me@example.com', clock.now());
    await expect(createOrPromoteStaff(t.db, { email: 'promote.me@example.com' }, clock.now())).rejects.toThrow(
      /needs a password/,
    );
    const { outcome } = await createOrPromoteStaff(
      t.db,
      { email: 'promote.me@example.com', password: 'staff-password-2' },
      clock.now(),
    );
    expect(outcome).toBe('promoted');
    const [row] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(row).toMatchObject({ role: 'staff' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const old = await t.app.inject({ method: 'GET', url: '/api/staff/testimonials/', headers: client.headers });
    expect(old.statusCode).toBe(401);
    expect((await signIn('promote.me@example.com', 'staff-password-2')).statusCode).toBe(200);
    // Run again, it sets the password given this time: no earlier password survives.
    const again = await createOrPromoteStaff(
      t.db,
      { email: 'promote.me@example.com', password: 'staff-password-3' },
      clock.now(),
    );
    expect(again.outcome).toBe('already staff');
    expect((await signIn('promote.me@example.com', 'staff-password-2')).statusCode).toBe(401);
    expect((await signIn('promote.me@example.com', 'staff-password-3')).statusCode).toBe(200);
  });

  it('promotes an unverified account only with a new password, which ends its sessions', async () => {
    const squatter = await signedInUser(t.db, 'unverified@example.com', clock.now());
    await t.db.update(users).set({ isVerified: false }).where(eq(users.id, squatter.id));
    await expect(createOrPromoteStaff(t.db, { email: 'unverified@example.com' }, clock.now())).rejects.toThrow(
      StaffCommandError,
    );
    const { outcome, user } = await createOrPromoteStaff(
      t.db,
      { email: 'unverified@example.com', password: 'owner-password-1' },
      clock.now(),
    );
    expect(outcome).toBe('promoted');
    expect(user).toMatchObject({ role: 'staff', isVerified: true });
    const old = await t.app.inject({ method: 'GET', url: '/api/staff/testimonials/', headers: squatter.headers });
    expect(old.statusCode).toBe(401);
    expect((await signIn('unverified@example.com', 'owner-password-1')).statusCode).toBe(200);
  });

  it('refuses a bad address, a short password, a new account without a password, demoting nobody', async () => {
    await expect(createOrPromoteStaff(t.db, { email: 'not-an-address' }, clock.now())).rejects.toThrow(/e-mail/);
    await expect(
      createOrPromoteStaff(t.db, { email: 'short@example.com', password: 'short' }, clock.now()),
    ).rejects.toThrow(StaffCommandError);
    await expect(createOrPromoteStaff(t.db, { email: 'nopass@example.com' }, clock.now())).rejects.toThrow(/password/);
    await expect(
      createOrPromoteStaff(t.db, { email: 'nobody@example.com', demote: true }, clock.now()),
    ).rejects.toThrow(/No account/);
  });
});
