import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bookedSessionsResponseSchema, bookingDetailsResponseSchema } from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { signedInUser, type SignedIn } from '../accounts/testing';
import { BOOKING_MESSAGES } from '@sukoon/contracts/copy/booking';
import { SANDBOX_KEY, SANDBOX_SALT } from './sandboxConstants';
import { sandboxTransactions } from './schema';
import { PAYMENT_MESSAGES } from '@sukoon/contracts/copy/payments';
import { parseForms, payuRequestHash, payuReturnHash, paymentsFixture, postForm } from './testing';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { suiteApp, suiteAppOnClock } from '../../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const MINUTE = 60_000;
/** The reverse hash of a return, signed with the (public) test salt. */
const signReturn = (f: Record<string, string>) => payuReturnHash(f, SANDBOX_SALT);

describe('payments with the test-mode gateway', () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  /** book-now with this body, for what the server answers it (the fixture's `book` expects a 201). */
  const bookNowAs = (who: SignedIn, sub_category_id: number, date: string, start_time: string, end_time: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: who.headers,
      payload: { sub_category_id, date, start_time, end_time },
    });
  let asha: SignedIn;
  let ravi: SignedIn;
  let people = 0;

  beforeAll(async () => {
    ravi = await signedInUser(t.db, 'ravi@example.com', NOON_IST, 'Ravi');
  });
  // A new customer per test, so unpaid holds of one test never count against the next (a person may keep only a few).
  beforeEach(async () => {
    people += 1;
    asha = await signedInUser(t.db, `asha${people}@example.com`, NOON_IST, 'Asha');
  });

  // Each test books its own slot of Couples Counselling (INR 10,000) unless it says otherwise.
  const {
    book,
    initiate,
    checkout: checkoutOf,
    toGateway,
    press,
    bookingRow,
    paymentRow,
    lastCallback,
  } = paymentsFixture(() => t);
  const bookedSlots = async (serviceId = 501) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/services/booked-sessions/${serviceId}/`,
      headers: ravi.headers,
    });
    return bookedSessionsResponseSchema.parse(response.json()).booked_sessions;
  };

  it('runs the whole journey: book, initiate, gateway page, Pay, return, confirmed with a meeting link, mail with .ics', async () => {
    const booking = await book(asha, 101, { date: '2026-11-22', time: '10:30' });
    const { body, checkout, page, pay, fail, cancel } = await toGateway(asha, booking.id);

    // The initiate answer: PayU's hosted-checkout form with the server's amount, ready to auto-submit.
    expect(body.amount).toBe('5000.00');
    expect(body.transaction_id).toMatch(/^[A-Za-z0-9]{1,25}$/);
    const txnid = body.transaction_id!;
    expect(checkout.method).toBe('POST');
    expect(checkout.action).toBe('http://localhost:8000/dev/payu/_payment');
    expect(body.html).toMatch(/<form id="[\w-]+"/);
    expect(checkout.fields).toMatchObject({
      key: SANDBOX_KEY,
      txnid,
      amount: '5000.00',
      firstname: 'Asha',
      email: asha.email,
      phone: '9876543210',
      udf1: String(booking.id),
      surl: `http://localhost:8000/api/payments/success/${txnid}/`,
      furl: `http://localhost:8000/api/payments/failure/${txnid}/`,
      curl: `http://localhost:8000/api/payments/cancel/${txnid}/`,
    });
    const f = checkout.fields;
    expect(f.hash).toBe(payuRequestHash(f, SANDBOX_SALT));

    // The gateway's page: clearly test mode, the amount in rupees, the product, three buttons, no scripts.
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Test mode — no real money moves');
    expect(page.body).toContain('₹5,000');
    expect(page.body).toContain(f.productinfo);
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
    expect([pay.button, fail.button, cancel.button]).toEqual(['Pay ₹5,000', 'Fail the payment', 'Cancel']);
    expect(pay.fields).toMatchObject({
      status: 'success',
      txnid,
      amount: '5000.00',
      key: SANDBOX_KEY,
      udf1: String(booking.id),
    });
    expect(pay.fields.hash).toBe(signReturn(pay.fields));
    expect(cancel.fields).toMatchObject({
      status: 'failure',
      unmappedstatus: 'userCancelled',
      field9: 'userCancelled',
    });

    // Pay: the gateway sends the browser to surl with PayU's fields; the server confirms and redirects to the site.
    const { target, returned } = await press(pay);
    expect(target).toBe(f.surl);
    expect(returned.statusCode).toBe(303);
    const location = new URL(returned.headers.location as string, 'http://localhost:8000');
    expect(location.pathname).toBe(`/api/payments/success/${txnid}/`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      txnid,
      mihpayid: pay.fields.mihpayid,
      amount: '5000.00',
      productinfo: f.productinfo,
    });

    const confirmed = await bookingRow(booking.id);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.meetingLink).toMatch(/^https:\/\/meet\.jit\.si\/sukoon-[0-9a-f]{20}$/);
    expect(confirmed.meetingLink).not.toBe(`https://meet.jit.si/sukoon-${booking.id}`);
    expect(await paymentRow(txnid)).toMatchObject({
      status: 'success',
      mihpayid: pay.fields.mihpayid,
      refundDue: false,
    });

    // booked-sessions shows it to everyone; My Bookings shows it paid with its link.
    expect(await bookedSlots(101)).toContainEqual({ date: '2026-11-22', start_time: '10:30:00' });
    const details = bookingDetailsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/users/booking-details/', headers: asha.headers })).json(),
    );
    expect(details.find((b) => b.id === booking.id)).toMatchObject({
      payment_status: 'success',
      meeting_link: confirmed.meetingLink,
      final_price: '5000.00',
      mode: 'online',
    });

    // The confirmation mail with the invitation, in the outbox.
    const [mail] = (await t.mailer.outbox!.list()).filter((m) => m.to === asha.email);
    expect(mail?.subject).toBe(
      mailCopy.bookingConfirmed.subject('Individual Counselling (Virtual)', 'Sun, 22 Nov 2026'),
    );
    expect(mail?.text).toContain(confirmed.meetingLink!);
    expect(mail?.text).toContain(mailCopy.bookingConfirmed.time('10:30 am', '11:30 am'));
    expect(mail?.text).toContain('₹5,000');
    // Our id of the payment under the name /payment-status gives it (its order_id); PayU's is its transaction_id.
    expect(mail?.text).toContain(`Order ID: ${txnid}`);
    expect(mail?.text).not.toContain('Transaction ID');
    expect(mail?.attachments).toEqual([expect.objectContaining({ filename: 'session.ics' })]);
    const ics = (await t.mailer.outbox!.attachment(mail!.id, 0))!;
    const calendar = ics.content.toString('utf8');
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(calendar).toContain(`UID:booking-${booking.id}@localhost`);
    expect(calendar).toContain('DTSTART:20261122T050000Z'); // 10:30 in India
    expect(calendar).toContain('DTEND:20261122T060000Z');
    expect(calendar).toContain('X-WR-TIMEZONE:Asia/Kolkata');
    expect(calendar).toContain(`URL:${confirmed.meetingLink}`);

    // The same return again (a reload, PayU's retry): nothing changes, no second mail.
    const outboxBefore = (await t.mailer.outbox!.list()).length;
    const again = await postForm(t.app, target, pay.fields);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toMatch(new RegExp(`^/api/payments/success/${txnid}/`));
    expect(await bookingRow(booking.id)).toEqual(confirmed);
    expect((await t.mailer.outbox!.list()).length).toBe(outboxBefore);
    expect((await lastCallback(txnid))?.result).toBe('duplicate');

    // A second payment attempt for a paid booking is refused.
    const second = await initiate(asha, booking.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PAYMENT_MESSAGES.alreadyPaid);
  });

  it('takes the amount from the server, whatever the browser sends', async () => {
    const booking = await book(asha);
    const response = await initiate(asha, booking.id, { final_price: 1, price: 1, amount: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().amount).toBe('10000.00');
    expect(parseForms(response.json().html)[0]?.fields.amount).toBe('10000.00');
  });

  describe('a tampered return confirms nothing', () => {
    it('a wrong hash', async () => {
      const booking = await book(asha);
      const { pay, checkout } = await toGateway(asha, booking.id);
      const txnid = checkout.fields.txnid!;
      await postForm(t.app, pay.action, pay.fields); // the gateway even says success
      const forged = { ...pay.fields, hash: pay.fields.hash!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
      const returned = await postForm(t.app, checkout.fields.surl!, forged);
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toMatch(new RegExp(`^/api/payments/failure/${txnid}/`));
      expect((await bookingRow(booking.id)).status).toBe('held');
      expect((await paymentRow(txnid)).status).toBe('initiated');
      expect(await lastCallback(txnid)).toMatchObject({ result: 'rejected', hashValid: false, amountValid: true });
    });

    it('a changed amount, even re-signed with the (public) test salt', async () => {
      const booking = await book(asha);
      const { pay, checkout } = await toGateway(asha, booking.id);
      const txnid = checkout.fields.txnid!;
      await postForm(t.app, pay.action, pay.fields);
      const cheap: Record<string, string> = { ...pay.fields, amount: '1.00' };
      cheap.hash = signReturn(cheap);
      const returned = await postForm(t.app, checkout.fields.surl!, cheap);
      expect(returned.headers.location).toMatch(/^\/api\/payments\/failure\//);
      expect((await bookingRow(booking.id)).status).toBe('held');
      expect(await lastCallback(txnid)).toMatchObject({ result: 'rejected', hashValid: true, amountValid: false });
    });

    it('a failure turned into a success and re-signed: the gateway’s own record says failure', async () => {
      const booking = await book(asha);
      const { fail, checkout } = await toGateway(asha, booking.id);
      const txnid = checkout.fields.txnid!;
      await postForm(t.app, fail.action, fail.fields); // the customer's card failed at the gateway
      const forged: Record<string, string> = { ...fail.fields, status: 'success', unmappedstatus: 'captured' };
      forged.hash = signReturn(forged);
      const returned = await postForm(t.app, checkout.fields.surl!, forged);
      expect(returned.headers.location).toMatch(/^\/api\/payments\/failure\//);
      expect((await bookingRow(booking.id)).status).toBe('held');
      expect((await paymentRow(txnid)).status).toBe('failure');
      expect(await lastCallback(txnid)).toMatchObject({ result: 'unverified', hashValid: true, amountValid: true });
    });

    it('a success posted without ever going through the gateway', async () => {
      const booking = await book(asha);
      const { form: checkout } = await checkoutOf(asha, booking.id);
      const txnid = checkout.fields.txnid!;
      const forged: Record<string, string> = {
        mihpayid: '999',
        status: 'success',
        key: SANDBOX_KEY,
        txnid,
        amount: checkout.fields.amount!,
        productinfo: checkout.fields.productinfo!,
        firstname: checkout.fields.firstname!,
        email: checkout.fields.email!,
        udf1: checkout.fields.udf1!,
        udf2: '',
        udf3: '',
        udf4: '',
        udf5: '',
      };
      forged.hash = signReturn(forged);
      const returned = await postForm(t.app, checkout.fields.surl!, forged);
      expect(returned.headers.location).toMatch(/^\/api\/payments\/failure\//);
      expect((await bookingRow(booking.id)).status).toBe('held');
      expect(await lastCallback(txnid)).toMatchObject({ result: 'unverified', detail: 'gateway says not_found' });
    });

    it('a return for an unknown transaction, or for another booking', async () => {
      const unknown = await postForm(t.app, '/api/payments/success/SKNOSUCHTHING/', {
        status: 'success',
        txnid: 'SKNOSUCHTHING',
      });
      expect(unknown.statusCode).toBe(303);
      expect(unknown.headers.location).toMatch(/^\/api\/payments\/failure\/SKNOSUCHTHING\//);
      expect(await lastCallback('SKNOSUCHTHING')).toMatchObject({ result: 'rejected', paymentId: null });

      const weird = await postForm(t.app, '/api/payments/success/<script>/', {});
      expect(weird.headers.location).toMatch(/^\/api\/payments\/failure\/unknown\//);

      const booking = await book(asha);
      const { pay, checkout } = await toGateway(asha, booking.id);
      await postForm(t.app, pay.action, pay.fields);
      const moved: Record<string, string> = { ...pay.fields, udf1: String(booking.id + 1000) };
      moved.hash = signReturn(moved);
      await postForm(t.app, checkout.fields.surl!, moved);
      expect((await bookingRow(booking.id)).status).toBe('held');
      expect(await lastCallback(checkout.fields.txnid!)).toMatchObject({
        result: 'rejected',
        detail: 'mismatch: booking',
      });
    });
  });

  it('Fail leaves the booking unconfirmed, lets the customer try again, and a later Pay confirms it', async () => {
    const booking = await book(asha);
    const first = await toGateway(asha, booking.id);
    const { target, returned } = await press(first.fail);
    expect(target).toBe(first.checkout.fields.furl);
    expect(returned.headers.location).toMatch(new RegExp(`^/api/payments/failure/${first.checkout.fields.txnid}/`));
    expect((await paymentRow(first.checkout.fields.txnid!)).status).toBe('failure');
    expect((await bookingRow(booking.id)).status).toBe('held');
    const details = bookingDetailsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/users/booking-details/', headers: asha.headers })).json(),
    );
    expect(details.find((b) => b.id === booking.id)).toMatchObject({ payment_status: 'failed', meeting_link: null });

    const retry = await toGateway(asha, booking.id);
    expect(retry.checkout.fields.txnid).not.toBe(first.checkout.fields.txnid);
    const paid = await press(retry.pay);
    expect(paid.returned.headers.location).toMatch(/^\/api\/payments\/success\//);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
  });

  it('Fail keeps the slot for a retry until the hold runs out; Cancel releases it at once, for everyone', async () => {
    const failed = await book(asha, 701, { date: '2026-11-26', time: '13:00' });
    const cancelled = await book(asha, 701, { date: '2026-11-26', time: '14:15' });
    const a = await toGateway(asha, failed.id);
    const b = await toGateway(asha, cancelled.id);
    await press(a.fail);
    const { target, returned } = await press(b.cancel);
    expect(target).toBe(b.checkout.fields.curl);
    expect(returned.headers.location).toMatch(new RegExp(`^/api/payments/cancel/${b.checkout.fields.txnid}/`));
    expect((await paymentRow(b.checkout.fields.txnid!)).status).toBe('cancelled');
    expect((await lastCallback(b.checkout.fields.txnid!))?.result).toBe('cancelled');
    // Cancel: the hold is gone, the slot free again for everyone (Ravi sees only the failed one's hold).
    expect((await bookingRow(cancelled.id)).status).toBe('expired');
    expect((await bookingRow(failed.id)).status).toBe('held');
    expect(await bookedSlots(701)).toEqual([{ date: '2026-11-26', start_time: '13:00:00' }]);
    const afterCancel = await initiate(asha, cancelled.id);
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().message).toBe(PAYMENT_MESSAGES.holdExpired);
    const details = bookingDetailsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/users/booking-details/', headers: asha.headers })).json(),
    );
    expect(details.map((d) => d.id)).toEqual([failed.id]);
    const retaken = await bookNowAs(ravi, 701, '2026-11-26', '14:15:00', '15:15:00');
    expect(retaken.statusCode).toBe(201);

    clock.advance(15 * MINUTE);
    try {
      // Fail: the hold stood for its 15 minutes, then the slot went back (as did Ravi's unpaid one).
      expect(await bookedSlots(701)).toEqual([]);
      const taken = await bookNowAs(ravi, 701, '2026-11-26', '13:00:00', '14:00:00');
      expect(taken.statusCode).toBe(201);
      // The lapsed hold cannot be paid any more.
      const late = await initiate(asha, failed.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(PAYMENT_MESSAGES.holdExpired);
    } finally {
      clock.set(NOON_IST);
    }
  });

  it('after a failed payment the payer sees the slot as held for them, books it again (same booking, no new hold) and pays with a fresh transaction', async () => {
    const slot = { date: '2026-11-26', time: '16:45' };
    const booking = await book(asha, 701, slot);
    const first = await toGateway(asha, booking.id);
    await press(first.fail);

    const seenBy = async (who: SignedIn) =>
      bookedSessionsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/services/booked-sessions/701/', headers: who.headers })).json(),
      ).booked_sessions;
    expect(await seenBy(asha)).toContainEqual({ date: '2026-11-26', start_time: '16:45:00', held_by_you: true });
    expect(await seenBy(ravi)).toContainEqual({ date: '2026-11-26', start_time: '16:45:00' });

    // Two more holds make three: choosing the held slot again is not a fourth.
    await book(asha, 701, { date: '2026-11-27', time: '08:00' });
    await book(asha, 701, { date: '2026-11-27', time: '09:15' });
    const again = await bookNowAs(asha, 701, '2026-11-26', '16:45:00', '17:45:00');
    expect(again.statusCode).toBe(200);
    expect(again.json().booked_session.id).toBe(booking.id);

    const retry = await toGateway(asha, booking.id);
    expect(retry.checkout.fields.txnid).not.toBe(first.checkout.fields.txnid);
    await press(retry.pay);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    // Paid: no longer a hold, so no longer marked.
    expect(await seenBy(asha)).toContainEqual({ date: '2026-11-26', start_time: '16:45:00' });
  });

  it('confirms a payment that arrives after the hold ran out if the slot is still free, and flags a refund if not', async () => {
    const free = await book(asha, 301, { date: '2026-11-27', time: '08:00' });
    const lost = await book(asha, 301, { date: '2026-11-27', time: '09:15' });
    const a = await toGateway(asha, free.id);
    const b = await toGateway(asha, lost.id);
    await postForm(t.app, a.pay.action, a.pay.fields);
    await postForm(t.app, b.pay.action, b.pay.fields);

    clock.advance(20 * MINUTE);
    try {
      const taker = await signedInUser(t.db, 'taker@example.com', clock.now());
      const took = await bookNowAs(taker, 301, '2026-11-27', '09:15:00', '10:15:00');
      expect(took.statusCode).toBe(201);

      const okReturn = await postForm(t.app, a.checkout.fields.surl!, a.pay.fields);
      expect(okReturn.headers.location).toMatch(/^\/api\/payments\/success\//);
      expect((await bookingRow(free.id)).status).toBe('confirmed');

      const lostReturn = await postForm(t.app, b.checkout.fields.surl!, b.pay.fields);
      expect(lostReturn.headers.location).toMatch(/^\/api\/payments\/failure\//);
      expect((await bookingRow(lost.id)).status).toBe('expired');
      expect(await paymentRow(b.checkout.fields.txnid!)).toMatchObject({ status: 'success', refundDue: true });
      expect((await lastCallback(b.checkout.fields.txnid!))?.result).toBe('refund_due');
    } finally {
      clock.set(NOON_IST);
    }
  });

  describe('the status record (second use of /api/payments/initiate/)', () => {
    it('records a success only once the gateway confirms it; the body’s amount is ignored', async () => {
      const booking = await book(asha);
      const { pay, checkout } = await toGateway(asha, booking.id);
      const txnid = checkout.fields.txnid!;
      const record = (amount: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/initiate/',
          headers: asha.headers,
          payload: { order_id: 'ORDER-1', transaction_id: txnid, amount, booked_session_id: booking.id },
        });

      // Not paid at the gateway yet: a browser that claims success changes nothing.
      const early = await record('10000.00');
      expect(early.statusCode).toBe(200);
      expect(early.json()).toEqual({ status: 'pending', message: PAYMENT_MESSAGES.recordedPending });
      expect((await bookingRow(booking.id)).status).toBe('held');

      // Paid, but the return never reached us (closed tab): the status record settles it.
      await postForm(t.app, pay.action, pay.fields);
      const after = await record('1');
      expect(after.json()).toEqual({ status: 'success', message: PAYMENT_MESSAGES.recordedSuccess });
      expect((await bookingRow(booking.id)).status).toBe('confirmed');
      expect((await paymentRow(txnid)).status).toBe('success');
    });

    it('is limited to the caller’s own payment', async () => {
      const booking = await book(asha);
      const { checkout } = await toGateway(asha, booking.id);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/initiate/',
        headers: ravi.headers,
        payload: {
          order_id: 1,
          transaction_id: checkout.fields.txnid,
          amount: '10000.00',
          booked_session_id: booking.id,
        },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PAYMENT_MESSAGES.paymentNotFound);
    });
  });

  describe('initiate refuses', () => {
    it('someone else’s booking, a missing booking, no token and an invalid body', async () => {
      const booking = await book(asha);
      expect((await initiate(ravi, booking.id)).statusCode).toBe(404);
      expect((await initiate(asha, 987_654)).statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/payments/initiate/',
            payload: { booked_session_id: booking.id, final_price: 1 },
          })
        ).statusCode,
      ).toBe(401);
      const invalid = await initiate(asha, booking.id, { final_price: -5 });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toHaveProperty('final_price');
    });
  });

  describe('the test gateway itself', () => {
    it('refuses a checkout form with a wrong hash, a foreign return address or a reused transaction id', async () => {
      const booking = await book(asha);
      const { form: checkout } = await checkoutOf(asha, booking.id);
      const wrongHash = await postForm(t.app, checkout.action, { ...checkout.fields, amount: '1.00' });
      expect(wrongHash.statusCode).toBe(400);
      expect(wrongHash.body).toContain('hash does not match');

      const f = { ...checkout.fields, surl: 'https://evil.example/steal' };
      const foreign = await postForm(t.app, checkout.action, f);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.body).toContain('return addresses');

      expect((await postForm(t.app, checkout.action, checkout.fields)).statusCode).toBe(200);
      // A reload of the pending page is fine; once decided, the id cannot be used again.
      expect((await postForm(t.app, checkout.action, checkout.fields)).statusCode).toBe(200);
      const pay = parseForms((await postForm(t.app, checkout.action, checkout.fields)).body).find((x) =>
        x.action.endsWith('/pay'),
      )!;
      await postForm(t.app, pay.action, pay.fields);
      expect((await postForm(t.app, checkout.action, checkout.fields)).statusCode).toBe(409);
      const [ledger] = await t.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.txnid, checkout.fields.txnid!));
      expect(ledger?.status).toBe('success');
    });

    it('keeps its first decision: Cancel after Pay is refused', async () => {
      const booking = await book(asha);
      const { pay, cancel } = await toGateway(asha, booking.id);
      expect((await postForm(t.app, pay.action, pay.fields)).statusCode).toBe(307);
      expect((await postForm(t.app, pay.action, pay.fields)).statusCode).toBe(307);
      expect((await postForm(t.app, cancel.action, cancel.fields)).statusCode).toBe(409);
    });
  });

  it('still says the slot is taken to others while a payment is pending', async () => {
    const booking = await book(asha);
    await toGateway(asha, booking.id);
    const row = await bookingRow(booking.id);
    const response = await bookNowAs(ravi, 501, row.date, row.startTime, row.endTime);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BOOKING_MESSAGES.slotTaken);
  });
});

describe('on another port (PORT=8123 PUBLIC_URL=http://localhost:8123)', () => {
  const t = suiteApp({ now: () => NOON_IST, env: { PORT: '8123', PUBLIC_URL: 'http://localhost:8123' } });
  const { book, toGateway, press, bookingRow } = paymentsFixture(() => t);

  it('sends the checkout, the return addresses and the invitation to that origin, and confirms the booking', async () => {
    const asha = await signedInUser(t.db, 'asha@example.com', NOON_IST);
    const booking = await book(asha, 101);
    const { checkout, pay } = await toGateway(asha, booking.id);
    const txnid = checkout.fields.txnid!;
    expect(checkout.action).toBe('http://localhost:8123/dev/payu/_payment');
    expect(checkout.fields).toMatchObject({
      surl: `http://localhost:8123/api/payments/success/${txnid}/`,
      furl: `http://localhost:8123/api/payments/failure/${txnid}/`,
      curl: `http://localhost:8123/api/payments/cancel/${txnid}/`,
    });
    const { target, returned } = await press(pay);
    expect(target).toBe(checkout.fields.surl);
    // Relative, so the browser stays on the origin it is on.
    expect(returned.headers.location).toMatch(new RegExp(`^/api/payments/success/${txnid}/`));
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    const [mail] = await t.mailer.outbox!.list();
    const ics = (await t.mailer.outbox!.attachment(mail!.id, 0))!.content.toString('utf8');
    expect(ics).toContain(`UID:booking-${booking.id}@localhost`);
    expect(`${mail!.text}${mail!.html}${ics}`).not.toContain(':8000');
  });
});

describe('with the built site served', () => {
  let t: TestApp;
  let siteDist: string;
  beforeAll(async () => {
    siteDist = mkdtempSync(path.join(os.tmpdir(), 'sukoon-site-'));
    writeFileSync(path.join(siteDist, 'index.html'), '<!doctype html><title>Sukoon app</title><div id="root"></div>');
    t = await createTestApp({ now: () => NOON_IST, env: { SITE_DIST: siteDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(siteDist, { recursive: true, force: true });
  });

  it('takes PayU’s POST on the return path and lets the site render the GET it redirects to', async () => {
    const posted = await postForm(t.app, '/api/payments/failure/SKNOSUCHTHING/', {
      status: 'failure',
      txnid: 'SKNOSUCHTHING',
    });
    expect(posted.statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: posted.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sukoon app');
  });
});
