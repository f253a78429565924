import { describe, expect, it } from 'vitest';
import { signedInUser } from '../features/accounts/testing';
import { suiteAppOnClock } from '../testing/suiteApp';

describe('private answers are never stored by a cache', () => {
  const { clock, t } = suiteAppOnClock();

  it('answers every signed-in read with Cache-Control: no-store, errors included', async () => {
    const { headers } = await signedInUser(t.db, 'private@example.com', clock.now());
    for (const url of ['/api/users/user-profile/', '/api/users/booking-details/', '/api/users/membership-details/']) {
      const answer = await t.app.inject({ method: 'GET', url, headers });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/users/user-profile/',
      headers: { authorization: 'Bearer nope' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves public reads to their own caching rules', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/services/categories/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).not.toBe('no-store');
  });
});
