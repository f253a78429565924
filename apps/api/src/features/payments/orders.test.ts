// GET /api/payments/orders/{order_id}/: what /payment-status shows its owner, and a payment that is pending first and
// paid later (the test gateway's "Leave pending", captured by its bank SANDBOX_PENDING_SETTLE_MS later).
import { apiErrorBodySchema, paymentOrderResponseSchema, pathOf } from '@sukoon/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser, type SignedIn } from '../accounts/testing';
import { SANDBOX_PENDING_SETTLE_MS } from './sandboxConstants';
import { PAYMENT_MESSAGES } from '@sukoon/contracts/copy/payments';
import { GATEWAY_ASK_INTERVAL_MS } from './orderStatus';
import { paymentsFixture } from './testing';
import { suiteAppOnClock } from '../../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const GOLD = 3;

describe('an order as its owner sees it', () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  let asha: SignedIn;
  let ravi: SignedIn;
  let people = 0;
  const { book, toGateway, membershipToGateway, press, bookingRow, lastCallback } = paymentsFixture(() => t);

  beforeAll(async () => {
    ravi = await signedInUser(t.db, 'ravi.orders@example.com', NOON_IST, 'Ravi');
  });
  beforeEach(async () => {
    people += 1;
    asha = await signedInUser(t.db, `orders${people}@example.com`, clock.now(), 'Asha');
  });

  const ask = (orderId: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url: pathOf('paymentOrder', orderId), headers: who?.headers ?? {} });
  const orderOf = async (orderId: string, who: SignedIn) => {
    const response = await ask(orderId, who);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return paymentOrderResponseSchema.parse(response.json());
  };

  it('is pending once started, and successful with the gateway id once paid, naming the session booked', async () => {
    const booking = await book(asha, 501);
    const { body, pay } = await toGateway(asha, booking.id);
    const txnid = body.transaction_id!;
    expect(await orderOf(txnid, asha)).toEqual({
      order_id: txnid,
      status: 'pending',
      kind: 'session',
      amount: '10000.00',
      title: 'Couples Counselling (Virtual)',
      booked_session_id: booking.id,
      date: booking.date,
      start_time: `${booking.time}:00`,
    });

    await press(pay);
    expect(await orderOf(txnid, asha)).toEqual({
      order_id: txnid,
      status: 'success',
      kind: 'session',
      amount: '10000.00',
      transaction_id: pay.fields.mihpayid,
      title: 'Couples Counselling (Virtual)',
      booked_session_id: booking.id,
      date: booking.date,
      start_time: `${booking.time}:00`,
    });
  });

  it('says failure and cancel as the gateway settled them', async () => {
    const failed = await toGateway(asha, (await book(asha)).id);
    await press(failed.fail);
    expect((await orderOf(failed.body.transaction_id!, asha)).status).toBe('failure');
    const cancelled = await toGateway(asha, (await book(asha)).id);
    await press(cancelled.cancel);
    expect((await orderOf(cancelled.body.transaction_id!, asha)).status).toBe('cancel');
  });

  it("answers another person's order exactly as an unknown one, and a guest 401", async () => {
    const { body } = await toGateway(asha, (await book(asha)).id);
    const txnid = body.transaction_id!;
    const theirs = await ask(txnid, ravi);
    const unknown = await ask('TXNNOSUCHORDER1', ravi);
    const odd = await ask('a\u00e9/../x', ravi);
    expect([theirs.statusCode, unknown.statusCode, odd.statusCode]).toEqual([404, 404, 404]);
    expect(theirs.json()).toEqual(unknown.json());
    expect(apiErrorBodySchema.parse(theirs.json()).message).toBe(PAYMENT_MESSAGES.paymentNotFound);
    const guest = await ask(txnid);
    expect(guest.statusCode).toBe(401);
    expect(apiErrorBodySchema.safeParse(guest.json()).success).toBe(true);
    // The guest's ask changed nothing: the owner still sees it pending.
    expect((await orderOf(txnid, asha)).status).toBe('pending');
  });

  it('shows a membership purchase with its plan', async () => {
    const { body, pay } = await membershipToGateway(asha, GOLD, { final_price: 30000 });
    await press(pay);
    expect(await orderOf(body.transaction_id!, asha)).toMatchObject({
      status: 'success',
      kind: 'membership',
      title: 'Gold',
      amount: '30000.00',
    });
  });

  it('goes from pending to paid: a pending return, then the gateway confirms on a later ask', async () => {
    const booking = await book(asha);
    const { body, pending } = await toGateway(asha, booking.id);
    const txnid = body.transaction_id!;
    expect(pending.button).toMatch(/^Leave pending/);
    expect(pending.fields).toMatchObject({ status: 'pending', unmappedstatus: 'pending', txnid });

    const { target, returned } = await press(pending);
    expect(target).toBe(`http://localhost:8000/api/payments/success/${txnid}/`);
    // Not the failure page: the site's pending return route, which forwards to /payment-status?status=pending.
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toMatch(new RegExp(`^/api/payments/pending/${txnid}/\\?`));
    expect(await lastCallback(txnid)).toMatchObject({ result: 'pending', hashValid: true, amountValid: true });
    expect(await orderOf(txnid, asha)).toMatchObject({ status: 'pending', transaction_id: pending.fields.mihpayid });
    expect((await bookingRow(booking.id)).status).toBe('held');

    // The bank has not answered yet: still pending.
    clock.advance(GATEWAY_ASK_INTERVAL_MS);
    expect((await orderOf(txnid, asha)).status).toBe('pending');
    // Later it has: the next ask asks the gateway, which now says captured, and the booking is confirmed.
    clock.advance(SANDBOX_PENDING_SETTLE_MS);
    expect((await orderOf(txnid, asha)).status).toBe('success');
    expect((await bookingRow(booking.id)).status).toBe('confirmed');

    // Pressing another button after Leave pending is refused, as on PayU once a payment is under way.
    expect((await t.app.inject({ method: 'POST', url: `/dev/payu/_payment/${txnid}/fail` })).statusCode).toBe(409);
  });

  it('asks the gateway at most once per interval however often the page asks', async () => {
    const booking = await book(asha);
    const { body, pending } = await toGateway(asha, booking.id);
    const txnid = body.transaction_id!;
    await press(pending);
    // Just before the bank captures it: this ask asks the gateway, which still says pending.
    clock.advance(SANDBOX_PENDING_SETTLE_MS - 1000);
    expect((await orderOf(txnid, asha)).status).toBe('pending');
    // Captured at the bank now, but the last ask was under GATEWAY_ASK_INTERVAL_MS ago: this one does not ask.
    clock.advance(1500);
    expect((await orderOf(txnid, asha)).status).toBe('pending');
    clock.advance(GATEWAY_ASK_INTERVAL_MS - 1500);
    expect((await orderOf(txnid, asha)).status).toBe('success');
  });
});
