// GST invoices: issued in the transaction that confirms a payment, numbered without gaps per financial year, with the
// tax split by the client's state, and shown to their owner only.
import { invoiceSchema, invoicesResponseSchema, pathOf, type Invoice } from '@sukoon/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../accounts/schema';
import { signedInUser, testClock, type SignedIn } from '../accounts/testing';
import { bookings } from '../bookings/schema';
import { teamOf } from '../counsellors/testing';
import { payments, type PaymentRow } from '../payments/schema';
import { paymentsFixture } from '../payments/testing';
import { issueInvoice } from './invoices';
import { invoices } from './schema';
import { suiteApp, suiteAppOnClock } from '../../testing/suiteApp';

const NOON_IST = Date.parse('2026-11-21T06:30:00Z');
const GOLD = 3;

describe('GST invoices', () => {
  const { clock, t } = suiteAppOnClock(NOON_IST);
  let people = 0;
  const { book, toGateway, membershipToGateway, press } = paymentsFixture(() => t);

  /** A signed-in client whose profile says where they live. */
  async function client(state: string | null, country = 'India'): Promise<SignedIn> {
    people += 1;
    const who = await signedInUser(t.db, `invoice${people}@example.com`, clock.now(), 'Asha');
    await t.db.update(users).set({ country, state, city: 'Somewhere' }).where(eq(users.id, who.id));
    return who;
  }

  const list = async (who: SignedIn) => {
    const response = await t.app.inject({ method: 'GET', url: pathOf('invoices'), headers: who.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return invoicesResponseSchema.parse(response.json());
  };

  /** Books a session by card and pays it: the invoice the payment issued. */
  async function paidSession(who: SignedIn, gstNumber?: string): Promise<Invoice> {
    const booking = await book(who, 501);
    if (gstNumber) await t.db.update(bookings).set({ gstNumber }).where(eq(bookings.id, booking.id));
    const { pay } = await toGateway(who, booking.id);
    await press(pay);
    const [invoice] = (await list(who)).filter((i) => i.booking_id === booking.id);
    expect(invoice).toBeDefined();
    return invoice!;
  }

  it('a client in Telangana (our state) gets CGST and SGST; one in Kerala gets IGST; numbers follow on', async () => {
    const telangana = await paidSession(await client('Telangana'));
    expect(telangana).toMatchObject({
      financial_year: '2026-27',
      place_of_supply: { code: '36', state: 'Telangana' },
      tax_kind: 'intra',
      rate_percent: 18,
      taxable_paise: 847458,
      cgst_paise: 76271,
      sgst_paise: 76271,
      igst_paise: 0,
      total_paise: 1000000,
      total_in_words: 'Rupees Ten Thousand Only',
      sac: '999319',
      quantity: 1,
    });
    expect(telangana.description).toBe(
      'Couples Counselling (Virtual): 60-minute session on Sun, 22 Nov 2026 at 8:00 am IST',
    );
    expect(telangana.supplier).toMatchObject({ gstin: '36AAKCS1234F1ZJ', state: 'Telangana (36)' });
    expect(telangana.recipient).toMatchObject({ name: 'Asha Rao', gstin: null, state: 'Telangana (36)' });

    const kerala = await paidSession(await client('Kerala'));
    expect(kerala).toMatchObject({
      place_of_supply: { code: '32', state: 'Kerala' },
      tax_kind: 'inter',
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 152542,
      total_paise: 1000000,
    });
    const sequence = (invoice: Invoice) => Number(invoice.number.split('/')[2]);
    expect(kerala.number).toMatch(/^SUK\/26-27\/\d{5}$/);
    expect(sequence(kerala)).toBe(sequence(telangana) + 1);
  });

  it("a registered client's GSTIN decides the place of supply; an invalid one is left off", async () => {
    const withGstin = await paidSession(await client('Telangana'), '32aabck5678l1z7');
    expect(withGstin.recipient.gstin).toBe('32AABCK5678L1Z7');
    expect(withGstin.place_of_supply.code).toBe('32');
    expect(withGstin.tax_kind).toBe('inter');

    const invalid = await paidSession(await client('Telangana'), '32AABCK5678L1Z8');
    expect(invalid.recipient.gstin).toBeNull();
    expect(invalid.tax_kind).toBe('intra');
  });

  it('a client with no Indian address is invoiced in our state', async () => {
    const abroad = await paidSession(await client('California', 'United States'));
    expect(abroad.place_of_supply.code).toBe('36');
    expect(abroad.recipient.address).toEqual(['Somewhere', 'California', 'United States']);
    expect(abroad.recipient.state).toBeNull();
  });

  it('a membership purchase is invoiced with its plan', async () => {
    const who = await client('Kerala');
    const { pay } = await membershipToGateway(who, GOLD);
    await press(pay);
    const [invoice] = await list(who);
    expect(invoice!.membership_purchase_id).not.toBeNull();
    expect(invoice!.booking_id).toBeNull();
    expect(invoice!.description).toMatch(/^Gold membership: \d+ session credits$/);
    expect(invoice!.tax_kind).toBe('inter');
  });

  it('a failed payment has no invoice, and a replayed success issues none twice', async () => {
    const who = await client('Telangana');
    const first = await book(who, 501);
    const failing = await toGateway(who, first.id);
    await press(failing.fail);
    expect(await list(who)).toEqual([]);

    const second = await book(who, 501);
    const paying = await toGateway(who, second.id);
    await press(paying.pay);
    await press(paying.pay);
    expect(await list(who)).toHaveLength(1);
  });

  it('is shown to its owner only: another person and an unknown id get the same 404; a guest 401', async () => {
    const owner = await client('Telangana');
    const invoice = await paidSession(owner);
    const other = await client('Telangana');
    const get = (id: number | string, who?: SignedIn) =>
      t.app.inject({ method: 'GET', url: pathOf('invoice', id), headers: who?.headers ?? {} });

    const own = await get(invoice.id, owner);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(invoiceSchema.parse(own.json())).toEqual(invoice);
    const foreign = await get(invoice.id, other);
    const unknown = await get(999_999, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await get(invoice.id)).statusCode).toBe(401);
    expect((await get('abc', owner)).statusCode).toBe(400);
  });
});

describe('invoice numbers', () => {
  const t = suiteApp();

  it('have no gaps when a transaction rolls back, and start again at 1 on 1 April in India', async () => {
    const clock = testClock(NOON_IST);
    const who = await signedInUser(t.db, 'numbers@example.com', clock.now());
    // Three payments to invoice by hand (the rows only: the invoice reads the payment, its booking and the client).
    const paymentRows: PaymentRow[] = [];
    for (const [index, date] of ['2026-11-22', '2026-11-23', '2026-11-24'].entries()) {
      const [booking] = await t.db
        .insert(bookings)
        .values({
          userId: who.id,
          serviceId: 501,
          counsellorId: await teamOf(t.db, 501),
          date,
          startTime: '09:15:00',
          endTime: '10:15:00',
          durationMinutes: 60,
          status: 'confirmed',
          holdExpiresAt: new Date(NOON_IST),
          finalPrice: '5000.00',
        })
        .returning();
      const [payment] = await t.db
        .insert(payments)
        .values({
          bookingId: booking!.id,
          userId: who.id,
          txnid: `NUMBERS${index}`,
          gateway: 'sandbox',
          amount: '5000.00',
          productinfo: 'session',
          firstname: 'Asha',
          email: who.email,
          status: 'success',
        })
        .returning();
      paymentRows.push(payment!);
    }

    const lastOfMarch = new Date('2027-03-31T18:29:00Z'); // 23:59 IST
    const firstOfApril = new Date('2027-03-31T18:30:00Z'); // 00:00 IST
    const first = await t.db.transaction((tx) => issueInvoice(tx, paymentRows[0]!, lastOfMarch));
    await expect(
      t.db.transaction(async (tx) => {
        await issueInvoice(tx, paymentRows[1]!, lastOfMarch);
        throw new Error('the payment could not be settled');
      }),
    ).rejects.toThrow('could not be settled');
    const second = await t.db.transaction((tx) => issueInvoice(tx, paymentRows[1]!, lastOfMarch));
    const april = await t.db.transaction((tx) => issueInvoice(tx, paymentRows[2]!, firstOfApril));

    expect([first.number, second.number, april.number]).toEqual([
      'SUK/26-27/00001',
      'SUK/26-27/00002',
      'SUK/27-28/00001',
    ]);
    // Issuing again for the same payment answers the invoice already issued.
    const again = await t.db.transaction((tx) => issueInvoice(tx, paymentRows[0]!, firstOfApril));
    expect(again.number).toBe(first.number);
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    expect(count!.n).toBe(3);
  });
});
