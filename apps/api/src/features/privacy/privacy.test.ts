// A person's own data: everything held about them, theirs only, without the server's secrets.
import { pathOf, personalDataExportSchema } from '@sukoon/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, testClock, type SignedIn } from '../accounts/testing';
import { paymentsFixture } from '../payments/testing';
import { suiteApp } from '../../testing/suiteApp';

describe('GET /api/users/my-data/', () => {
  const clock = testClock(Date.parse('2026-11-21T06:30:00Z'));
  const t = suiteApp({ now: clock.now });
  let asha: SignedIn;
  let ravi: SignedIn;
  const { book, toGateway, press } = paymentsFixture(() => t);

  beforeAll(async () => {
    asha = await signedInUser(t.db, 'asha.data@example.com', clock.now(), 'Asha');
    ravi = await signedInUser(t.db, 'ravi.data@example.com', clock.now(), 'Ravi');
    const booking = await book(asha, 501);
    await press((await toGateway(asha, booking.id)).pay);
    await book(ravi, 501);
    await t.app.inject({
      method: 'POST',
      url: pathOf('contact'),
      payload: { name: 'Asha Rao', email: 'asha.data@example.com', message: 'Do you offer sessions in Telugu?' },
    });
  });

  const download = (who?: SignedIn) =>
    t.app.inject({ method: 'GET', url: pathOf('myData'), headers: who?.headers ?? {} });

  it("is the person's own records as a JSON download, never cached", async () => {
    const response = await download(asha);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sukoon-my-data-2026-11-21.json"');
    const data = personalDataExportSchema.parse(response.json());
    expect(data.profile).toMatchObject({ email: 'asha.data@example.com', firstName: 'Asha' });
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ service: 'Couples Counselling (Virtual)', status: 'confirmed' });
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ status: 'success', amount: '10000.00' });
    expect(data.invoices).toHaveLength(1);
    expect(data.sign_in_sessions.length).toBeGreaterThan(0);
    expect(data.contact_messages).toEqual([expect.objectContaining({ message: 'Do you offer sessions in Telugu?' })]);
  });

  it('holds the mails sent to the person, attachments by name and size, and the payment return fields we keep', async () => {
    const data = personalDataExportSchema.parse((await download(asha)).json());
    const confirmation = data.mails.find((mail) => String(mail.subject).startsWith('Session confirmed:'));
    expect(confirmation).toMatchObject({ to: 'asha.data@example.com', status: 'sent' });
    expect(confirmation!.text).toEqual(expect.stringContaining('Couples Counselling (Virtual)'));
    expect(confirmation!.attachments).toEqual(
      expect.arrayContaining([expect.objectContaining({ filename: expect.any(String), size: expect.any(Number) })]),
    );
    expect(confirmation).not.toHaveProperty('html');
    // The support team's copy of her contact message went to the support address, not to her.
    expect(data.mails.every((mail) => mail.to === 'asha.data@example.com')).toBe(true);

    const [payment] = data.payments;
    expect(data.payment_returns).toEqual([
      expect.objectContaining({
        txnid: payment!.txnid,
        path: 'success',
        result: 'confirmed',
        payload: expect.objectContaining({ txnid: payment!.txnid, status: 'success' }),
      }),
    ]);
  });

  it("holds nothing of anyone else's, and none of the server's secrets", async () => {
    const text = (await download(asha)).body;
    expect(text).not.toContain('ravi.data@example.com');
    for (const secret of ['passwordHash', 'tokenHash', 'codeHash', 'meetingRoom', 'contentBase64']) {
      expect(text).not.toContain(secret);
    }
    const ravis = personalDataExportSchema.parse((await download(ravi)).json());
    expect(ravis.payments).toEqual([]);
    expect(ravis.payment_returns).toEqual([]);
    expect(JSON.stringify(ravis.mails)).not.toContain('asha.data@example.com');
    expect(ravis.invoices).toEqual([]);
    expect(ravis.contact_messages).toEqual([]);
    expect(ravis.bookings).toHaveLength(1);
  });

  it('asks a guest to sign in', async () => {
    expect((await download()).statusCode).toBe(401);
  });
});
