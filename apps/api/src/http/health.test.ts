import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { HEALTH_VERDICT_MS } from './health';

const health = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });

describe('health', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('checks the database once for callers arriving together and again only after its verdict has stood a second', async () => {
    t = await createTestApp({ features: [] });
    const ping = vi.spyOn(t.database, 'ping');
    const together = await Promise.all([health(t), health(t), health(t)]);
    expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect((await health(t)).statusCode).toBe(200);
    expect(ping).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_VERDICT_MS + 50));
    expect((await health(t)).statusCode).toBe(200);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('answers what it runs on without the payment gateway, in demo and with PayU configured', async () => {
    for (const env of [{}, { PAYU_KEY: 'k', PAYU_SALT: 's' }]) {
      t = await createTestApp({ features: [], env });
      const answer = await health(t);
      expect(answer.json()).toEqual({ status: 'ok', database: t.database.kind, mail: t.mailer.kind });
      expect(answer.body).not.toMatch(/sandbox|payu|payment/i);
      await t.close();
      t = undefined;
    }
  });

  it('answers 503 within a second of the database stopping, and keeps answering it', async () => {
    t = await createTestApp({ features: [] });
    expect((await health(t)).statusCode).toBe(200);
    await t.database.close();
    await new Promise((resolve) => setTimeout(resolve, HEALTH_VERDICT_MS + 50));
    const answers = await Promise.all([health(t), health(t)]);
    expect(answers.map((response) => response.statusCode)).toEqual([503, 503]);
    expect(answers[0]!.json()).toEqual({ message: 'The database is not answering.' });
    expect((await health(t)).statusCode).toBe(503);
  });
});
