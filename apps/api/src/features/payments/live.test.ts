import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { pathOf } from '@sukoon/contracts';
import { signedInUser, testClock, type SignedIn } from '../accounts/testing';
import { features } from '../index';
import { GatewayError, payuVerifier, verifyUrlFor, type FetchLike } from './gateway';
import { createPaymentsRoutes } from './routes';
import { GATEWAY_ASK_INTERVAL_MS } from './orderStatus';
import { SANDBOX_SALT } from './sandboxConstants';
import { payuRequestHash, payuReturnHash, paymentsFixture, postForm } from './testing';

// With PAYU_KEY and PAYU_SALT set the server talks to PayU: the checkout form goes to PAYU_BASE_URL/_payment and a
// success is believed only when PayU's verify_payment (stood in for here) agrees.
const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const KEY = 'LiveKey1';
const SALT = 'live-salt-value';
const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

interface Call {
  url: string;
  body: URLSearchParams;
}

function payuStandIn() {
  const calls: Call[] = [];
  let answer: (txnid: string) => unknown = () => ({ status: 0, msg: 'not set' });
  let failure: Error | undefined;
  const fetch: FetchLike = async (url, init) => {
    const body = new URLSearchParams(init.body);
    calls.push({ url, body });
    if (failure) throw failure;
    const text = JSON.stringify(answer(body.get('var1') ?? ''));
    return { ok: true, status: 200, text: async () => text };
  };
  return {
    fetch,
    calls,
    answer(fn: (txnid: string) => unknown) {
      answer = fn;
      failure = undefined;
    },
    fail(error: Error) {
      failure = error;
    },
  };
}

const verifyAnswer = (txnid: string, details: Record<string, string>) => ({
  status: 1,
  msg: '1 out of 1 Transactions Fetched Successfully',
  transaction_details: { [txnid]: { mihpayid: '403993715521937', txnid, ...details } },
});

/** PayU's return for a checkout form, signed with the merchant salt from the documented formula. */
function payuReturn(checkout: Record<string, string>, status: string, over: Record<string, string> = {}) {
  const f: Record<string, string> = {
    mihpayid: '403993715521937',
    mode: 'CC',
    status,
    unmappedstatus: status === 'success' ? 'captured' : 'failed',
    key: checkout.key!,
    txnid: checkout.txnid!,
    amount: checkout.amount!,
    productinfo: checkout.productinfo!,
    firstname: checkout.firstname!,
    email: checkout.email!,
    udf1: checkout.udf1!,
    udf2: '',
    udf3: '',
    udf4: '',
    udf5: '',
    ...over,
  };
  f.hash = payuReturnHash(f, SALT);
  return f;
}

describe('payments with live PayU keys', () => {
  const payu = payuStandIn();
  const clock = testClock(NOON_IST);
  let t: TestApp;
  let person: SignedIn;
  let people = 0;
  const fixture = paymentsFixture(() => t);

  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      env: {
        PAYU_KEY: KEY,
        PAYU_SALT: SALT,
        PAYU_BASE_URL: 'https://test.payu.in',
        PUBLIC_URL: 'https://sukoon.example',
      },
      features: features.map((f) =>
        f.name === 'payments' ? { ...f, routes: createPaymentsRoutes({ fetch: payu.fetch }) } : f,
      ),
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    people += 1;
    person = await signedInUser(t.db, `live${people}@example.com`, NOON_IST, 'Live');
  });

  /** A booking of Individual Counselling (INR 5,000) and its checkout form. */
  async function checkout() {
    const { id: bookingId } = await fixture.book(person, 101);
    const { form } = await fixture.checkout(person, bookingId);
    return { bookingId, form };
  }
  const statusOf = async (id: number) => (await fixture.bookingRow(id))?.status;
  const lastCallback = fixture.lastCallback;

  it('posts the checkout form to PayU with the live key, signed with the live salt', async () => {
    const { bookingId, form } = await checkout();
    expect(form.action).toBe('https://test.payu.in/_payment');
    const f = form.fields;
    expect(f).toMatchObject({
      key: KEY,
      amount: '5000.00',
      udf1: String(bookingId),
      surl: `https://sukoon.example/api/payments/success/${f.txnid}/`,
    });
    expect(f.hash).toBe(payuRequestHash(f, SALT));
  });

  it('has no test gateway', async () => {
    expect((await postForm(t.app, '/dev/payu/_payment', { key: 'SUKOONTEST' })).statusCode).toBe(404);
  });

  it('confirms a success only after verify_payment agrees, asking PayU with the command hash', async () => {
    const { bookingId, form } = await checkout();
    const txnid = form.fields.txnid!;
    payu.answer((id) =>
      verifyAnswer(id, {
        status: 'success',
        unmappedstatus: 'captured',
        transaction_amount: '5000.00',
        amt: '5000.00',
      }),
    );
    const before = payu.calls.length;
    const returned = await postForm(t.app, `/api/payments/success/${txnid}/`, payuReturn(form.fields, 'success'));
    expect(returned.headers.location).toMatch(new RegExp(`^/api/payments/success/${txnid}/`));
    expect(await statusOf(bookingId)).toBe('confirmed');
    const call = payu.calls[before]!;
    expect(call.url).toBe('https://test.payu.in/merchant/postservice.php?form=2');
    expect(Object.fromEntries(call.body)).toEqual({
      key: KEY,
      command: 'verify_payment',
      var1: txnid,
      hash: sha512(`${KEY}|verify_payment|${txnid}|${SALT}`),
    });
  });

  it('sends a success return PayU still calls pending to the pending page, and confirms it on a later status ask', async () => {
    const { bookingId, form } = await checkout();
    const txnid = form.fields.txnid!;
    payu.answer((id) =>
      verifyAnswer(id, { status: 'pending', unmappedstatus: 'pending', transaction_amount: '5000.00' }),
    );
    const returned = await postForm(t.app, `/api/payments/success/${txnid}/`, payuReturn(form.fields, 'success'));
    expect(returned.headers.location).toMatch(new RegExp(`^/api/payments/pending/${txnid}/`));
    expect(await statusOf(bookingId)).toBe('held');
    expect((await lastCallback(txnid))?.result).toBe('unverified');

    // The bank confirms; the status page's next ask asks verify_payment and the booking is confirmed.
    payu.answer((id) =>
      verifyAnswer(id, { status: 'success', unmappedstatus: 'captured', transaction_amount: '5000.00' }),
    );
    clock.advance(GATEWAY_ASK_INTERVAL_MS);
    const before = payu.calls.length;
    const asked = await t.app.inject({ method: 'GET', url: pathOf('paymentOrder', txnid), headers: person.headers });
    expect(asked.json()).toMatchObject({ order_id: txnid, status: 'success', transaction_id: '403993715521937' });
    expect(payu.calls.slice(before).map((call) => call.body.get('command'))).toEqual(['verify_payment']);
    expect(await statusOf(bookingId)).toBe('confirmed');
  });

  it('records a pending return from PayU and asks verify_payment on the status ask', async () => {
    const { bookingId, form } = await checkout();
    const txnid = form.fields.txnid!;
    const returned = await postForm(
      t.app,
      `/api/payments/failure/${txnid}/`,
      payuReturn(form.fields, 'pending', { unmappedstatus: 'pending' }),
    );
    expect(returned.headers.location).toMatch(new RegExp(`^/api/payments/pending/${txnid}/`));
    expect((await lastCallback(txnid))?.result).toBe('pending');
    payu.answer((id) =>
      verifyAnswer(id, { status: 'pending', unmappedstatus: 'pending', transaction_amount: '5000.00' }),
    );
    clock.advance(GATEWAY_ASK_INTERVAL_MS);
    const asked = await t.app.inject({ method: 'GET', url: pathOf('paymentOrder', txnid), headers: person.headers });
    expect(asked.json()).toMatchObject({ status: 'pending', transaction_id: '403993715521937' });
    expect(await statusOf(bookingId)).toBe('held');
  });

  it.each([
    ['PayU holds another amount', { status: 'success', unmappedstatus: 'captured', transaction_amount: '50.00' }],
    ['PayU does not know the transaction', { status: 'Not Found' }],
  ])('confirms nothing when %s', async (_name, details) => {
    const { bookingId, form } = await checkout();
    payu.answer((id) => verifyAnswer(id, details));
    const returned = await postForm(
      t.app,
      `/api/payments/success/${form.fields.txnid}/`,
      payuReturn(form.fields, 'success'),
    );
    expect(returned.headers.location).toMatch(/^\/api\/payments\/failure\//);
    expect(await statusOf(bookingId)).toBe('held');
    expect((await lastCallback(form.fields.txnid!))?.result).toBe('unverified');
  });

  it('confirms nothing when PayU cannot be reached, says so in the record, and lets the page ask again', async () => {
    const { bookingId, form } = await checkout();
    payu.fail(new TypeError('fetch failed'));
    const returned = await postForm(
      t.app,
      `/api/payments/success/${form.fields.txnid}/`,
      payuReturn(form.fields, 'success'),
    );
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toMatch(/^\/api\/payments\/pending\//);
    expect(await statusOf(bookingId)).toBe('held');
    expect(await lastCallback(form.fields.txnid!)).toMatchObject({
      result: 'unverified',
      detail: 'verify_payment could not be reached',
    });
  });

  it('refuses a return signed with the sandbox salt', async () => {
    const { bookingId, form } = await checkout();
    payu.answer((id) => verifyAnswer(id, { status: 'success', transaction_amount: '5000.00' }));
    const f = payuReturn(form.fields, 'success');
    f.hash = payuReturnHash(f, SANDBOX_SALT);
    await postForm(t.app, `/api/payments/success/${form.fields.txnid}/`, f);
    expect(await statusOf(bookingId)).toBe('held');
    expect((await lastCallback(form.fields.txnid!))?.hashValid).toBe(false);
  });

  it('answers the status record with 502 when PayU cannot be reached', async () => {
    const { bookingId, form } = await checkout();
    payu.fail(new TypeError('fetch failed'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/initiate/',
      headers: person.headers,
      payload: { order_id: '1', transaction_id: form.fields.txnid, amount: '5000.00', booked_session_id: bookingId },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('The payment provider could not be reached. Please try again in a moment.');
  });
});

describe('verify_payment client', () => {
  const respond =
    (text: string, ok = true): FetchLike =>
    async () => ({ ok, status: ok ? 200 : 503, text: async () => text });
  const verifier = (fetch: FetchLike) =>
    payuVerifier({ key: KEY, salt: SALT, url: 'https://info.payu.in/merchant/postservice.php?form=2', fetch });

  it('uses the live endpoint beside secure.payu.in and the test one beside test.payu.in', () => {
    expect(verifyUrlFor('https://secure.payu.in')).toBe('https://info.payu.in/merchant/postservice.php?form=2');
    expect(verifyUrlFor('https://test.payu.in')).toBe('https://test.payu.in/merchant/postservice.php?form=2');
  });

  it('reads the transaction details', async () => {
    const verdict = await verifier(
      respond(JSON.stringify(verifyAnswer('T1', { status: 'success', unmappedstatus: 'captured', amt: '10.00' }))),
    )('T1');
    expect(verdict).toEqual({
      status: 'success',
      amount: '10.00',
      mihpayid: '403993715521937',
      unmappedstatus: 'captured',
    });
    const failed = await verifier(respond(JSON.stringify(verifyAnswer('T1', { status: 'failure' }))))('T1');
    expect(failed.status).toBe('failure');
  });

  it('throws GatewayError on an HTTP error, a non-JSON answer or status 0', async () => {
    await expect(verifier(respond('down', false))('T1')).rejects.toBeInstanceOf(GatewayError);
    await expect(verifier(respond('<html>'))('T1')).rejects.toBeInstanceOf(GatewayError);
    await expect(verifier(respond(JSON.stringify({ status: 0, msg: 'Invalid Hash' })))('T1')).rejects.toThrow(
      'Invalid Hash',
    );
  });
});
