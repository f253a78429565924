// Deleting one's own account: the password first, then personal data gone, the records the law keeps still there.
import {
  pathOf,
  staffInquiriesResponseSchema,
  staffSessionsResponseSchema,
  staffTestimonialsResponseSchema,
} from '@sukoon/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../mail/schema';
import { ACCOUNT_MESSAGES } from '@sukoon/contracts/copy/accounts';
import { sessions, users } from '../accounts/schema';
import { createUserWithSession, testClock, type SignedIn } from '../accounts/testing';
import { bookings } from '../bookings/schema';
import { testimonials } from '../feedback/schema';
import { inquiries } from '../inquiries/schema';
import { invoices } from '../invoices/schema';
import { membershipPurchases } from '../memberships/schema';
import { paymentCallbacks, payments, sandboxTransactions } from '../payments/schema';
import { paymentsFixture } from '../payments/testing';
import { createOrPromoteStaff } from '../staff/staff';
import { ERASED_EMAIL_DOMAIN } from '../accounts/users';
import { PRIVACY_MESSAGES } from '@sukoon/contracts/copy/privacy';
import { suiteApp } from '../../testing/suiteApp';

const EMAIL = 'meera.erase@example.com';
const PASSWORD = 'correct horse battery';
/** Valid GSTINs (rules/gstin.ts) Meera gives with her booking and her membership purchase. */
const BOOKING_GSTIN = '27AAPFU0939F1ZV';
const MEMBERSHIP_GSTIN = '29AAGCB7383J1Z4';
const GOLD_PLAN = 3;

describe('POST /api/users/delete-account/', () => {
  const clock = testClock(Date.parse('2026-11-21T06:30:00Z'));
  const t = suiteApp({ now: clock.now });
  let meera: SignedIn & { otherHeaders: { authorization: string } };
  let staffHeaders: { authorization: string };
  let bookingId: number;
  let feedbackId: number;
  const { book, toGateway, press, membershipToGateway } = paymentsFixture(() => t);

  beforeAll(async () => {
    const first = await createUserWithSession(
      t.db,
      { email: EMAIL, firstName: 'Meera', lastName: 'Iyer' },
      clock.now(),
    );
    const second = await createUserWithSession(t.db, { email: 'unused.erase@example.com' }, clock.now());
    await t.db.delete(sessions).where(eq(sessions.userId, second.user.id));
    // A second device of Meera's: its session must end too.
    const other = await t.app.inject({
      method: 'POST',
      url: pathOf('signIn'),
      payload: { email: EMAIL, password: PASSWORD },
    });
    meera = {
      id: first.user.id,
      email: EMAIL,
      headers: first.headers,
      otherHeaders: { authorization: `Bearer ${other.json().token as string}` },
    };
    const booking = await book(meera, 501, undefined, { gst_number: BOOKING_GSTIN });
    bookingId = booking.id;
    await press((await toGateway(meera, booking.id)).pay);
    await press((await membershipToGateway(meera, GOLD_PLAN, { gst_number: MEMBERSHIP_GSTIN })).pay);
    const [feedback] = await t.db
      .insert(testimonials)
      .values({
        userId: meera.id,
        rating: 5,
        comment: 'Kind and clear.',
        improve: 'Evening slots after my shift at the hospital.',
        wouldRecommend: true,
        consent: true,
        userName: 'Meera',
        isAdminApproved: true,
      })
      .returning({ id: testimonials.id });
    feedbackId = feedback!.id;
    for (const payload of [
      { name: 'Meera Iyer', email: EMAIL, message: 'Can I pay in instalments?' },
      { name: 'Arjun Rao', email: 'arjun.keep@example.com', message: 'Do you offer sessions in Tamil?' },
    ]) {
      expect((await t.app.inject({ method: 'POST', url: pathOf('contact'), payload })).statusCode).toBe(201);
    }
    await createOrPromoteStaff(t.db, { email: 'staff.erase@example.com', password: 'staff password 1' }, clock.now());
    const staff = await t.app.inject({
      method: 'POST',
      url: pathOf('signIn'),
      payload: { email: 'staff.erase@example.com', password: 'staff password 1' },
    });
    staffHeaders = { authorization: `Bearer ${staff.json().token as string}` };
  });

  const erase = (password: string, headers: Record<string, string> = meera.headers) =>
    t.app.inject({ method: 'POST', url: pathOf('deleteAccount'), headers, payload: { password } });

  it('asks a guest to sign in, and refuses a wrong or empty password without changing anything', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: pathOf('deleteAccount'), payload: { password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
    const wrong = await erase('not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: PRIVACY_MESSAGES.wrongPassword,
      errors: { password: [PRIVACY_MESSAGES.wrongPassword] },
    });
    expect((await erase('')).statusCode).toBe(400);
    const profile = await t.app.inject({ method: 'GET', url: pathOf('userProfile'), headers: meera.headers });
    expect(profile.json().user).toMatchObject({ email: EMAIL, first_name: 'Meera' });
  });

  it('with the right password erases the person, ends every session, and keeps bookings, payments and invoices', async () => {
    const invoicesBefore = await t.db.select().from(invoices).where(eq(invoices.userId, meera.id));
    expect(invoicesBefore.map((invoice) => invoice.recipient.gstin).sort()).toEqual([BOOKING_GSTIN, MEMBERSHIP_GSTIN]);
    // The support team's copy of each contact message is linked to its message.
    const supportCopies = await t.db.select().from(mailOutbox).where(isNotNull(mailOutbox.inquiryId));
    expect(supportCopies.map((mail) => mail.text).join('\n')).toContain('Can I pay in instalments?');

    const answer = await erase(PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(PRIVACY_MESSAGES.deleted);

    // Every session is over, this one and the other device's.
    for (const headers of [meera.headers, meera.otherHeaders]) {
      expect((await t.app.inject({ method: 'GET', url: pathOf('userProfile'), headers })).statusCode).toBe(401);
    }
    // The old address and password sign in to nothing, with the usual message.
    const signIn = await t.app.inject({
      method: 'POST',
      url: pathOf('signIn'),
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe(ACCOUNT_MESSAGES.signInFailed);

    const [row] = await t.db.select().from(users).where(eq(users.id, meera.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', mobile: null, country: null, state: null, city: null });
    expect(row!.passwordHash).toBeNull();
    expect(row!.email.endsWith(`@${ERASED_EMAIL_DOMAIN}`)).toBe(true);

    // Bookings and payments stay, without personal data; the gateway's records too.
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ userId: meera.id, status: 'confirmed' });
    const paid = await t.db.select().from(payments).where(eq(payments.userId, meera.id));
    expect(paid).toHaveLength(2); // the session and the membership
    for (const payment of paid) {
      expect(payment).toMatchObject({ status: 'success', firstname: '', email: '', phone: '' });
      const [sandbox] = await t.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.txnid, payment.txnid));
      expect(sandbox).toMatchObject({ firstname: '', email: '', phone: '' });
      const callbacks = await t.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.txnid, payment.txnid));
      expect(callbacks.length).toBeGreaterThan(0);
      expect(JSON.stringify(callbacks)).not.toContain(EMAIL);
    }

    // The invoices are kept exactly as issued, GSTIN included (GST law: 72 months); the orders' GSTINs are gone.
    expect(await t.db.select().from(invoices).where(eq(invoices.userId, meera.id))).toEqual(invoicesBefore);
    expect(JSON.stringify(await t.db.select().from(bookings).where(eq(bookings.userId, meera.id)))).not.toMatch(
      new RegExp(`${BOOKING_GSTIN}|${MEMBERSHIP_GSTIN}`),
    );
    const purchases = await t.db.select().from(membershipPurchases).where(eq(membershipPurchases.userId, meera.id));
    expect(purchases).toEqual([expect.objectContaining({ status: 'paid', gstNumber: null })]);

    // Feedback keeps its rating but loses the name and the words, and is no longer published.
    const [feedback] = await t.db.select().from(testimonials).where(eq(testimonials.userId, meera.id));
    expect(feedback).toMatchObject({
      rating: 5,
      comment: '',
      improve: '',
      userName: '',
      consent: false,
      isAdminApproved: false,
    });

    // Nothing addressed to or sent from the address is left: not the mails to it, not the support team's outbox copy
    // of the contact message (another sender's stays).
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, EMAIL))).toEqual([]);
    const outbox = JSON.stringify(await t.db.select().from(mailOutbox));
    expect(outbox).not.toContain(EMAIL);
    expect(outbox).not.toContain('Can I pay in instalments?');
    const [arjun] = await t.db.select().from(inquiries).where(eq(inquiries.email, 'arjun.keep@example.com'));
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, arjun!.id))).toEqual([
      expect.objectContaining({ text: expect.stringContaining('Do you offer sessions in Tamil?') }),
    ]);
    const inbox = staffInquiriesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: pathOf('staffInquiries'), headers: staffHeaders })).json(),
    );
    expect(JSON.stringify(inbox)).not.toContain(EMAIL);
  });

  it("shows staff the erased person's booking in the day's sessions without personal data", async () => {
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const day = staffSessionsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${pathOf('staffSessions')}?date=${booking!.date}`,
          headers: staffHeaders,
        })
      ).json(),
    );
    const session = day.sessions.find((item) => item.booking_id === bookingId);
    expect(session).toBeDefined();
    expect(session).toMatchObject({ client_name: '', email: '' });
    expect(JSON.stringify(session)).not.toMatch(/Meera|Iyer|meera\.erase|deleted/);
  });

  it('frees the address: it may register again as a new account', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: pathOf('register'),
      payload: {
        first_name: 'Meera',
        last_name: 'Iyer',
        email: EMAIL,
        password: PASSWORD,
        confirm_password: PASSWORD,
        mobile: '9876543210',
        country: 'India',
        state: 'Telangana',
        city: 'Hyderabad',
        pincode: '500001',
      },
    });
    expect(again.statusCode).toBe(201);
    const [fresh] = await t.db.select().from(users).where(eq(users.email, EMAIL));
    expect(fresh!.id).not.toBe(meera.id);
  });

  it('tells a Google-only account to set a password first', async () => {
    const google = await createUserWithSession(t.db, { email: 'google.erase@example.com' }, clock.now());
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, google.user.id));
    const answer = await erase('anything', google.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(PRIVACY_MESSAGES.noPassword);
  });

  it("shows staff the erased person's feedback without a name or words", async () => {
    const list = staffTestimonialsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: pathOf('staffTestimonials'), headers: staffHeaders })).json(),
    );
    const rating = list.find((item) => item.id === feedbackId);
    expect(rating).toMatchObject({ rating: 5, author: '', consent: false, comment: '' });
    expect(JSON.stringify(list)).not.toMatch(/Kind and clear|hospital/);
  });
});
