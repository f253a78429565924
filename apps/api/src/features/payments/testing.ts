// Test helpers for the payments feature: read the HTML forms the server renders, post them as a browser would, sign
// PayU's hashes from its documented formulas, and walk a customer from booking to the gateway.
import { createHash } from 'node:crypto';
import { initiateMembershipPaymentResponseSchema, initiatePaymentResponseSchema } from '@sukoon/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/testApp';
import type { SignedIn } from '../accounts/testing';
import { bookings } from '../bookings/schema';
import { bookNowPayload, slotSequence, type Slot } from '../bookings/testing';
import { paymentCallbacks, payments } from './schema';

export interface ParsedForm {
  action: string;
  method: string;
  fields: Record<string, string>;
  /** The text of the form's submit button, if it has one. */
  button?: string;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every <form> of a page with its hidden inputs (the server's own markup: double-quoted attributes). */
export function parseForms(html: string): ParsedForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map((match) => {
    const attrs = match[1] ?? '';
    const inner = match[2] ?? '';
    const attr = (name: string) => unescape(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? '');
    const fields: Record<string, string> = {};
    for (const input of inner.matchAll(/<input\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
      const value = /\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? '';
      if (name) fields[unescape(name)] = unescape(value);
    }
    const button = /<button\b[^>]*>([\s\S]*?)<\/button>/.exec(inner)?.[1];
    return {
      action: attr('action'),
      method: attr('method').toUpperCase(),
      fields,
      ...(button ? { button: unescape(button) } : {}),
    };
  });
}

/** A form POST as a browser sends it (application/x-www-form-urlencoded) to a path or an absolute URL of the app. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const target = new URL(url, 'http://localhost');
  return app.inject({
    method: 'POST',
    url: `${target.pathname}${target.search}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

// PayU's hashes written out from its documentation's pipe-joined strings, independently of the code under test.
const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');
const EMPTY_FIVE = ['', '', '', '', ''];

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||salt) of a checkout form. */
export function payuRequestHash(f: Record<string, string>, salt: string): string {
  const { key, txnid, amount, productinfo, firstname, email } = f;
  const udf = [f.udf1, f.udf2, f.udf3, f.udf4, f.udf5];
  return sha512(
    [key, txnid, amount, productinfo, firstname, email, ...udf, ...EMPTY_FIVE, salt].map((v) => v ?? '').join('|'),
  );
}

/** sha512(salt|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key) of a return. */
export function payuReturnHash(f: Record<string, string>, salt: string): string {
  const { status, email, firstname, productinfo, amount, txnid, key } = f;
  const udfBackwards = [f.udf5, f.udf4, f.udf3, f.udf2, f.udf1];
  return sha512(
    [salt, status, ...EMPTY_FIVE, ...udfBackwards, email, firstname, productinfo, amount, txnid, key]
      .map((v) => v ?? '')
      .join('|'),
  );
}

/**
 * A customer's way from a slot to the payment gateway on a test app: book, initiate, the gateway's page, its buttons,
 * and the rows it leaves. Each `book()` without a slot takes the next free one from 22 November 2026 on. Made
 * before the app exists (`paymentsFixture(() => t)` in a describe), so tests can destructure it.
 */
export function paymentsFixture(app: () => TestApp) {
  const nextSlot = slotSequence(22);

  /** book-now as the site sends it (with `extra` fields); expects the 201 and answers the booking's id with its slot. */
  async function book(who: SignedIn, serviceId = 501, slot: Slot = nextSlot(), extra: Record<string, unknown> = {}) {
    const response = await app().app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers: who.headers,
      payload: bookNowPayload(slot, serviceId, extra),
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json().booked_session.id as number, ...slot };
  }

  /** POST /api/payments/initiate/ for a booking, with the price fields the site sends (the server ignores them). */
  function initiate(who: SignedIn, bookingId: number, extra: Record<string, unknown> = {}) {
    return app().app.inject({
      method: 'POST',
      url: '/api/payments/initiate/',
      headers: who.headers,
      payload: {
        booked_session_id: bookingId,
        booked_session: bookingId,
        final_price: 10000,
        gst_number: null,
        coupon_code: null,
        ...extra,
      },
    });
  }

  /** initiate, expecting the checkout form: the answer and the form it holds. */
  async function checkout(who: SignedIn, bookingId: number) {
    const response = await initiate(who, bookingId);
    expect(response.statusCode).toBe(200);
    const body = initiatePaymentResponseSchema.parse(response.json());
    const [form] = parseForms(body.html ?? '');
    expect(form).toBeDefined();
    return { body, form: form! };
  }

  /** POST /api/payments/initiate/ for a membership purchase, as the purchase modal sends it. */
  function initiateMembership(who: SignedIn, planId: number, extra: Record<string, unknown> = {}) {
    return app().app.inject({
      method: 'POST',
      url: '/api/payments/initiate/',
      headers: who.headers,
      payload: { member_id: planId, final_price: 1, gst_number: null, coupon_code: null, ...extra },
    });
  }

  /** A membership purchase to the test gateway's page: the answer, the checkout form and the page's three forms. */
  async function membershipToGateway(who: SignedIn, planId: number, extra: Record<string, unknown> = {}) {
    const response = await initiateMembership(who, planId, extra);
    expect(response.statusCode).toBe(200);
    const body = initiateMembershipPaymentResponseSchema.parse(response.json());
    const [form] = parseForms(body.html ?? '');
    expect(form).toBeDefined();
    return { body, ...(await gatewayPage(form!)) };
  }

  /** The test gateway's page for a checkout form: its three forms by decision. */
  async function gatewayPage(form: ParsedForm) {
    const page = await postForm(app().app, form.action, form.fields);
    expect(page.statusCode).toBe(200);
    const forms = parseForms(page.body);
    const byDecision = (d: string) => forms.find((f) => f.action.endsWith(`/${d}`))!;
    return {
      checkout: form,
      page,
      pay: byDecision('pay'),
      fail: byDecision('fail'),
      cancel: byDecision('cancel'),
      pending: byDecision('pending'),
    };
  }

  /** checkout, then the test gateway's page: its three forms by decision. */
  async function toGateway(who: SignedIn, bookingId: number) {
    const { body, form } = await checkout(who, bookingId);
    return { body, ...(await gatewayPage(form)) };
  }

  /** Presses a button on the gateway's page and follows its 307 to the merchant with the same body, as a browser does. */
  async function press(form: ParsedForm) {
    const decided = await postForm(app().app, form.action, form.fields);
    expect(decided.statusCode).toBe(307);
    const target = decided.headers.location as string;
    const returned = await postForm(app().app, target, form.fields);
    return { target, returned };
  }

  return {
    nextSlot,
    book,
    initiate,
    checkout,
    initiateMembership,
    membershipToGateway,
    toGateway,
    press,
    bookingRow: async (id: number) => (await app().db.select().from(bookings).where(eq(bookings.id, id)))[0]!,
    paymentRow: async (txnid: string) => (await app().db.select().from(payments).where(eq(payments.txnid, txnid)))[0]!,
    /** The newest recorded return of a transaction. */
    lastCallback: async (txnid: string) =>
      (
        await app()
          .db.select()
          .from(paymentCallbacks)
          .where(eq(paymentCallbacks.txnid, txnid))
          .orderBy(desc(paymentCallbacks.id))
      )[0],
  };
}
