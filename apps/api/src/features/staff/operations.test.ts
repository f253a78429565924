// The staff's day, refunds and accounting CSV on the real database (PGlite, or PostgreSQL with DATABASE_URL).
import { staffRefundSchema, staffRefundsResponseSchema, staffSessionsResponseSchema } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/schema';
import { signedInStaff, signedInUser, type SignedIn } from '../accounts/testing';
import { bookings } from '../bookings/schema';
import { payments } from '../payments/schema';
import { paymentsFixture } from '../payments/testing';
import { PAYMENTS_CSV_COLUMNS } from './accountingExport';
import { suiteAppOnClock } from '../../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');

describe("staff's day, refunds and accounting export", () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  let staff: SignedIn;
  let client: SignedIn;
  let people = 0;
  const { book, toGateway, press, paymentRow } = paymentsFixture(() => t);

  beforeAll(async () => {
    client = await signedInUser(t.db, 'ops-client@example.com', clock.now(), 'Ravi');
    staff = await signedInStaff(t.db, 'ops-staff@example.com', clock.now());
  });

  const call = (method: 'GET' | 'PATCH', url: string, who?: SignedIn) =>
    t.app.inject({ method, url, headers: who?.headers ?? {} });

  async function person(firstName: string, lastName = 'Rao') {
    people += 1;
    const who = await signedInUser(t.db, `ops${people}@example.com`, clock.now(), firstName);
    await t.db.update(users).set({ lastName }).where(eq(users.id, who.id));
    return who;
  }

  /** Books `slot` by card and pays it on the test gateway: the booking id and its payment's txnid. */
  async function paidSession(who: SignedIn, slot: { date: string; time: string }) {
    const booking = await book(who, 501, slot);
    const { body, pay } = await toGateway(who, booking.id);
    await press(pay);
    return { bookingId: booking.id, txnid: body.transaction_id! };
  }

  it('answers guests 401 and clients 403 on every new staff call', async () => {
    for (const [method, url] of [
      ['GET', '/api/staff/sessions/'],
      ['GET', '/api/staff/refunds/'],
      ['PATCH', '/api/staff/refunds/1/'],
      ['GET', '/api/staff/exports/payments.csv?from=2026-11-01&to=2026-11-30'],
    ] as const) {
      expect([url, (await call(method, url)).statusCode]).toEqual([url, 401]);
      const asClient = await call(method, url, client);
      expect([url, asClient.statusCode]).toEqual([url, 403]);
      expect(asClient.json().message).toBe(staffCopy.errors.notStaff);
    }
  });

  it("lists a day's confirmed sessions in start order with the client, payment and link; today in India by default", async () => {
    const asha = await person('Asha', 'Verma');
    const late = await paidSession(asha, { date: '2026-11-22', time: '16:45' });
    const early = await paidSession(await person('Kiran', 'Nair'), { date: '2026-11-22', time: '09:15' });
    // Not listed: an unpaid hold that day, and a paid session the next day.
    await book(asha, 501, { date: '2026-11-22', time: '11:45' });
    await paidSession(asha, { date: '2026-11-23', time: '09:15' });
    const today = await paidSession(asha, { date: '2026-11-21', time: '18:00' });

    const answer = await call('GET', '/api/staff/sessions/?date=2026-11-22', staff);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const day = staffSessionsResponseSchema.parse(answer.json());
    expect(day.date).toBe('2026-11-22');
    expect(day.sessions.map((s) => s.booking_id)).toEqual([early.bookingId, late.bookingId]);
    const [earlyRow] = await t.db.select().from(bookings).where(eq(bookings.id, early.bookingId));
    expect(day.sessions[0]).toEqual({
      booking_id: early.bookingId,
      start_time: '09:15',
      end_time: '10:15',
      service_title: expect.any(String),
      client_name: 'Kiran Nair',
      email: `ops2@example.com`,
      mode: 'online',
      payment_method: 'card',
      meeting_link: earlyRow!.meetingLink,
    });
    expect(day.sessions[0]!.meeting_link).toMatch(/^https?:\/\//);
    expect(day.sessions[1]).toMatchObject({ client_name: 'Asha Verma', start_time: '16:45' });

    // No date: today in India by the app's clock, which at 00:30 IST is already the next day.
    const noDate = staffSessionsResponseSchema.parse((await call('GET', '/api/staff/sessions/', staff)).json());
    expect(noDate).toMatchObject({ date: '2026-11-21', sessions: [{ booking_id: today.bookingId }] });
    clock.set(Date.parse('2026-11-21T19:00:00Z'));
    try {
      const next = staffSessionsResponseSchema.parse((await call('GET', '/api/staff/sessions/', staff)).json());
      expect(next.date).toBe('2026-11-22');
      expect(next.sessions).toHaveLength(2);
    } finally {
      clock.set(NOON_IST);
    }

    expect((await call('GET', '/api/staff/sessions/?date=2026-02-30', staff)).statusCode).toBe(400);
  });

  it('lists refunds due, waiting first; marks one refunded once (who and when); 404 unknown, 409 nothing due', async () => {
    const who = await person('Lata', 'Iyer');
    const lost = await paidSession(who, { date: '2026-11-24', time: '08:00' });
    const asked = await paidSession(who, { date: '2026-11-24', time: '09:15' });
    const plain = await paidSession(who, { date: '2026-11-24', time: '10:30' });
    // Money that confirmed nothing (as settle marks it), and a cancelled card booking's request.
    await t.db
      .update(payments)
      .set({ refundDue: true, note: 'Paid after the slot was taken.' })
      .where(eq(payments.txnid, lost.txnid));
    await t.db
      .update(payments)
      .set({ refundRequestedAt: new Date(NOON_IST + 60_000) })
      .where(eq(payments.txnid, asked.txnid));
    const lostId = (await paymentRow(lost.txnid)).id;
    const askedId = (await paymentRow(asked.txnid)).id;

    const before = staffRefundsResponseSchema.parse((await call('GET', '/api/staff/refunds/', staff)).json());
    expect(before.map((r) => r.payment_id)).toEqual([lostId, askedId]);
    expect(before[0]).toMatchObject({
      client_name: 'Lata Iyer',
      reason: 'Paid after the slot was taken.',
      refunded_at: null,
      amount: expect.any(Number),
    });
    expect(before[1]).toMatchObject({
      reason: staffCopy.refunds.askedByClient,
      requested_at: new Date(NOON_IST + 60_000).toISOString(),
    });

    const unknown = await call('PATCH', '/api/staff/refunds/999999/', staff);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, staffCopy.errors.paymentNotFound]);
    const nothingDue = await call('PATCH', `/api/staff/refunds/${(await paymentRow(plain.txnid)).id}/`, staff);
    expect([nothingDue.statusCode, nothingDue.json().message]).toEqual([409, staffCopy.errors.noRefundDue]);

    clock.advance(5 * 60_000);
    const marked = await call('PATCH', `/api/staff/refunds/${lostId}/`, staff);
    expect(marked.statusCode).toBe(200);
    const refunded = staffRefundSchema.parse(marked.json());
    expect(refunded).toMatchObject({
      payment_id: lostId,
      refunded_at: new Date(clock.now()).toISOString(),
      refunded_by: 'Meera Rao',
    });
    // Idempotent: marking again later keeps the first time and name.
    clock.advance(60_000);
    const again = staffRefundSchema.parse((await call('PATCH', `/api/staff/refunds/${lostId}/`, staff)).json());
    expect(again.refunded_at).toBe(refunded.refunded_at);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, lostId));
    expect(row).toMatchObject({ refundedBy: staff.id, refundDue: true });

    const after = staffRefundsResponseSchema.parse((await call('GET', '/api/staff/refunds/', staff)).json());
    expect(after.map((r) => [r.payment_id, r.refunded_at !== null])).toEqual([
      [askedId, false],
      [lostId, true],
    ]);
    clock.set(NOON_IST);
  });

  it('exports the successful payments of a date range as an RFC 4180 CSV with the invoice split, escaped', async () => {
    const formula = await person('=HYPERLINK("http://x")', 'Shah');
    const quoted = await person('Anil "Andy"', 'Rao, Jr');
    const first = await paidSession(formula, { date: '2026-11-25', time: '08:00' });
    const second = await paidSession(quoted, { date: '2026-11-25', time: '09:15' });
    await t.db
      .update(payments)
      .set({ completedAt: new Date('2026-11-19T20:00:00Z') })
      .where(eq(payments.txnid, first.txnid));
    await t.db
      .update(payments)
      .set({ completedAt: new Date('2026-11-20T18:29:00Z') })
      .where(eq(payments.txnid, second.txnid));
    // Outside the range: 23:59 IST on 20 November is in, 00:00 IST on the 21st is not.
    const outside = await paidSession(quoted, { date: '2026-11-25', time: '10:30' });
    await t.db
      .update(payments)
      .set({ completedAt: new Date('2026-11-20T18:30:00Z') })
      .where(eq(payments.txnid, outside.txnid));

    const response = await call('GET', '/api/staff/exports/payments.csv?from=2026-11-20&to=2026-11-20', staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sukoon-payments-2026-11-20-to-2026-11-20.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(4); // header, two rows, the final CRLF
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(text).toContain('"Anil ""Andy"" Rao, Jr"');

    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual([...PAYMENTS_CSV_COLUMNS]);
    const byColumn = rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
    expect(byColumn.map((row) => row['Order ID'])).toEqual([first.txnid, second.txnid]);
    expect(byColumn[0]).toMatchObject({
      'Date (IST)': '2026-11-20 01:30',
      Client: `'=HYPERLINK("http://x") Shah`,
      Status: 'Paid',
      'Invoice number': expect.stringMatching(/^SUK\/26-27\/\d{5}$/),
    });
    expect(byColumn[1]).toMatchObject({ 'Date (IST)': '2026-11-20 23:59', Client: 'Anil "Andy" Rao, Jr' });
    for (const row of byColumn) {
      for (const column of ['Taxable (₹)', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)', 'Total (₹)'])
        expect(row[column]).toMatch(/^\d+\.\d{2}$/);
      const parts = ['Taxable (₹)', 'CGST (₹)', 'SGST (₹)', 'IGST (₹)'].reduce((sum, c) => sum + Number(row[c]), 0);
      expect(parts.toFixed(2)).toBe(row['Total (₹)']);
      expect(Number(row['Total (₹)'])).toBe(Number((await paymentRow(row['Order ID']!)).amount));
    }

    const backwards = await call('GET', '/api/staff/exports/payments.csv?from=2026-11-21&to=2026-11-20', staff);
    expect([backwards.statusCode, JSON.stringify(backwards.json())]).toEqual([
      400,
      expect.stringContaining(staffCopy.errors.badRange),
    ]);
  });
});
