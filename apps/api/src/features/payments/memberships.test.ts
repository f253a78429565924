import { FALLBACK_PLANS, membershipDetailsResponseSchema, membershipPlansResponseSchema } from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { ordersCopy } from '@sukoon/contracts/copy/orders';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInUser, type SignedIn } from '../accounts/testing';
import { membershipPurchases } from '../memberships/schema';
import { giveMembership, ledgerOf, membershipRow } from '../memberships/testing';
import { SANDBOX_KEY, SANDBOX_SALT } from './sandboxConstants';
import { payments } from './schema';
import { payuReturnHash, paymentsFixture, postForm } from './testing';
import { suiteAppOnClock } from '../../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const DAY = 24 * 60 * 60_000;
const GOLD = 3;
const SILVER = 2;
const BRONZE = 1;

describe('membership plans and purchases', () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  let asha: SignedIn;
  let people = 0;
  const { initiateMembership, membershipToGateway, press, paymentRow, lastCallback } = paymentsFixture(() => t);

  beforeEach(async () => {
    clock.set(NOON_IST);
    people += 1;
    asha = await signedInUser(t.db, `member${people}@example.com`, NOON_IST, 'Asha');
  });

  const details = async (who: SignedIn) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/membership-details/', headers: who.headers });
    expect(response.statusCode).toBe(200);
    return membershipDetailsResponseSchema.parse(response.json());
  };
  const purchaseOf = async (txnid: string) => {
    const payment = await paymentRow(txnid);
    return (
      await t.db.select().from(membershipPurchases).where(eq(membershipPurchases.id, payment.membershipPurchaseId!))
    )[0]!;
  };

  it('serves the five plans from the database, Bronze to Diamond, to guests and members alike', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/memberships/plans/' });
    expect(guest.statusCode).toBe(200);
    const plans = membershipPlansResponseSchema.parse(guest.json());
    expect(plans.map((p) => [p.id, p.name, p.price, p.credits, p.validity])).toEqual([
      [1, 'Bronze', '5000', 1, 'infinity'],
      [2, 'Silver', '15000', 4, 3],
      [3, 'Gold', '30000', 10, 6],
      [4, 'Platinum', '55000', 20, 12],
      [5, 'Diamond', '100000', 40, 24],
    ]);
    expect(plans).toEqual(FALLBACK_PLANS);
    const member = await t.app.inject({ method: 'GET', url: '/api/memberships/plans/', headers: asha.headers });
    expect(member.json()).toEqual(guest.json());
  });

  it('answers an empty list before any purchase, and 401 without a token', async () => {
    expect(await details(asha)).toEqual([]);
    const guest = await t.app.inject({ method: 'GET', url: '/api/users/membership-details/' });
    expect(guest.statusCode).toBe(401);
  });

  it('buys Gold on the test gateway: the membership is active with 10 credits for 6 months, and a receipt', async () => {
    const { body, checkout, pay } = await membershipToGateway(asha, GOLD, { final_price: 30000 });
    expect(body).toMatchObject({ amount: '30000.00', original_amount: '30000.00' });
    expect(body.discount).toBeUndefined();
    expect(body.status).toBeUndefined(); // the site would leave for /payment-status instead of posting the form
    expect(checkout.fields).toMatchObject({
      key: SANDBOX_KEY,
      amount: '30000.00',
      productinfo: 'Membership Gold',
      udf1: `M${body.purchase_id}`,
    });
    expect(await details(asha)).toEqual([]);

    const { returned } = await press(pay);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toMatch(/^\/api\/payments\/success\//);

    const m = await details(asha);
    expect(m).toEqual({
      id: expect.any(Number),
      name: 'Gold',
      membership_type: 'Gold',
      credits: 10,
      price: '30000',
      validity: 181, // 21 Nov 2026 to 21 May 2027
      valid_until: '2027-05-21T06:30:00.000Z',
      description: FALLBACK_PLANS[2]!.description,
      key_points: FALLBACK_PLANS[2]!.key_points,
      status: 'active',
    });
    expect((await purchaseOf(body.transaction_id!)).status).toBe('paid');
    expect((await ledgerOf(t.db, asha.id)).map((l) => [l.reason, l.change, l.balanceAfter])).toEqual([
      ['purchase', 10, 10],
    ]);
    const mail = (await t.mailer.outbox!.list()).find((m) => m.to === asha.email)!;
    expect(mail.subject).toBe(mailCopy.membershipActivated.subject('Gold'));
    expect(mail.text).toContain(`${mailCopy.membershipActivated.labels.creditsNow}: 10`);
    // Our id of the payment under the name /payment-status gives it (its order_id), never as a transaction id.
    expect(mail.text).toContain(`Order ID: ${body.transaction_id}`);
    expect(mail.text).not.toContain('Transaction ID');

    // The same signed success again (a replay, a double post): nothing changes.
    await postForm(t.app, checkout.fields.surl!, pay.fields);
    expect((await membershipRow(t.db, asha.id))!.credits).toBe(10);
    expect(await ledgerOf(t.db, asha.id)).toHaveLength(1);
    expect((await lastCallback(body.transaction_id!))?.result).toBe('duplicate');
  });

  it('confirms nothing from a tampered callback: wrong amount, forged hash, another order', async () => {
    const { body, checkout, pay } = await membershipToGateway(asha, GOLD);
    const txnid = body.transaction_id!;
    // Decided on the gateway, so verify_payment would agree: only the return's own checks stand in the way.
    await postForm(t.app, pay.action, pay.fields);

    const cheaper: Record<string, string> = { ...pay.fields, amount: '5000.00' };
    cheaper.hash = payuReturnHash(cheaper, SANDBOX_SALT);
    await postForm(t.app, checkout.fields.surl!, cheaper);
    expect(await lastCallback(txnid)).toMatchObject({ result: 'rejected', amountValid: false });

    await postForm(t.app, checkout.fields.surl!, { ...pay.fields, hash: 'f'.repeat(128) });
    expect(await lastCallback(txnid)).toMatchObject({ result: 'rejected', hashValid: false });

    const otherOrder: Record<string, string> = { ...pay.fields, udf1: 'M999999' };
    otherOrder.hash = payuReturnHash(otherOrder, SANDBOX_SALT);
    await postForm(t.app, checkout.fields.surl!, otherOrder);
    expect(await lastCallback(txnid)).toMatchObject({ result: 'rejected', detail: 'mismatch: purchase' });

    expect((await purchaseOf(txnid)).status).toBe('pending');
    expect((await paymentRow(txnid)).status).toBe('initiated');
    expect(await membershipRow(t.db, asha.id)).toBeUndefined();
    expect(await details(asha)).toEqual([]);
  });

  it('activates nothing on Fail or Cancel', async () => {
    const failed = await membershipToGateway(asha, SILVER);
    await press(failed.fail);
    const cancelled = await membershipToGateway(asha, SILVER);
    await press(cancelled.cancel);
    expect((await paymentRow(failed.body.transaction_id!)).status).toBe('failure');
    expect((await paymentRow(cancelled.body.transaction_id!)).status).toBe('cancelled');
    expect(await details(asha)).toEqual([]);
  });

  it('applies a coupon with a visible discount, or refuses it with a clear 400', async () => {
    const { body, checkout, pay } = await membershipToGateway(asha, GOLD, { coupon_code: 'welcome10' });
    expect(body).toMatchObject({
      amount: '27000.00',
      original_amount: '30000.00',
      discount: '3000.00',
      coupon_code: 'WELCOME10',
      message: 'Coupon WELCOME10 applied: 10% off, you save ₹3,000. You pay ₹27,000.',
    });
    expect(checkout.fields.amount).toBe('27000.00');
    await press(pay);
    expect((await membershipRow(t.db, asha.id))!.credits).toBe(10);

    const unknown = await initiateMembership(asha, GOLD, { coupon_code: 'NOPE50' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: ordersCopy.coupon.unknown('NOPE50'),
      errors: { coupon_code: [ordersCopy.coupon.unknown('NOPE50')] },
    });
  });

  it('checks the GST number and the plan', async () => {
    const badGst = await initiateMembership(asha, GOLD, { gst_number: '29AAGCB7383J1Z5' });
    expect(badGst.statusCode).toBe(400);
    expect(badGst.json()).toMatchObject({
      message: ordersCopy.gstin.checksum,
      errors: { gst_number: expect.any(Array) },
    });
    const good = await initiateMembership(asha, GOLD, { gst_number: '29aagcb7383j1z4' });
    expect(good.statusCode).toBe(200);
    expect((await purchaseOf(good.json().transaction_id)).gstNumber).toBe('29AAGCB7383J1Z4');

    const missing = await initiateMembership(asha, 99);
    expect(missing.statusCode).toBe(404);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initiate/',
      payload: { member_id: GOLD, final_price: 30000 },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('tops up an active membership: credits add up and the later end wins; it goes by the higher tier', async () => {
    await press((await membershipToGateway(asha, GOLD)).pay); // ends 21 May 2027
    clock.advance(10 * DAY);
    await press((await membershipToGateway(asha, SILVER)).pay); // 3 months from 1 Dec 2026: 1 Mar 2027
    let m = await membershipRow(t.db, asha.id);
    expect(m).toMatchObject({ credits: 14, planId: GOLD, endsAt: new Date('2027-05-21T06:30:00Z') });

    clock.advance(10 * DAY);
    await press((await membershipToGateway(asha, 5)).pay); // Diamond, 24 months from 11 Dec 2026
    m = await membershipRow(t.db, asha.id);
    expect(m).toMatchObject({ credits: 54, planId: 5, endsAt: new Date('2028-12-11T06:30:00Z') });
    expect((await ledgerOf(t.db, asha.id)).map((l) => l.balanceAfter)).toEqual([10, 14, 54]);
  });

  it('starts afresh after the end: credits left on an expired membership lapse, in the ledger', async () => {
    await giveMembership(t.db, asha.id, {
      credits: 3,
      endsAt: new Date(NOON_IST + DAY),
      planId: SILVER,
      now: NOON_IST,
    });
    clock.advance(2 * DAY);
    expect(await details(asha)).toEqual([]);
    await press((await membershipToGateway(asha, BRONZE)).pay);
    expect(await membershipRow(t.db, asha.id)).toMatchObject({ credits: 1, planId: BRONZE, endsAt: null });
    expect((await ledgerOf(t.db, asha.id)).map((l) => [l.reason, l.change, l.balanceAfter])).toEqual([
      ['expiry', -3, 0],
      ['purchase', 1, 1],
    ]);
    expect(await details(asha)).toMatchObject({ name: 'Bronze', credits: 1, validity: null, valid_until: null });
  });

  it('keeps every payment tied to exactly one order (the database refuses anything else)', async () => {
    const { body } = await membershipToGateway(asha, BRONZE);
    const row = await paymentRow(body.transaction_id!);
    await expect(
      t.db.update(payments).set({ bookingId: null, membershipPurchaseId: null }).where(eq(payments.id, row.id)),
    ).rejects.toThrow();
  });
});
