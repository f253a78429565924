// My Profile's save: registration's rules and location catalogue, the answer the user as now stored.
import { pathOf, profileResponseSchema } from '@sukoon/contracts';
import { validationCopy } from '@sukoon/contracts/copy/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, testClock, type SignedIn } from './testing';
import { suiteApp } from '../../testing/suiteApp';

const VALID = {
  first_name: 'Asha',
  last_name: 'Menon',
  mobile: '9123456780',
  country: 'India',
  state: 'Kerala',
  city: 'Kochi',
  pincode: '682001',
};
const m = validationCopy.registration;

describe('PATCH /api/users/profile/', () => {
  const clock = testClock(Date.parse('2026-11-21T06:30:00Z'));
  const t = suiteApp({ now: clock.now });
  let asha: SignedIn;

  beforeAll(async () => {
    asha = await signedInUser(t.db, 'asha.profile@example.com', clock.now(), 'Asha');
  });

  const save = (payload: Record<string, unknown>, headers: Record<string, string> = asha.headers) =>
    t.app.inject({ method: 'PATCH', url: pathOf('profile'), headers, payload });

  it('saves the fields, trimmed, and answers the updated user, which the profile call then reads', async () => {
    const answer = await save({ ...VALID, first_name: '  Asha ', city: 'Kochi ' });
    expect(answer.statusCode).toBe(200);
    const { user } = profileResponseSchema.parse(answer.json());
    expect(user).toMatchObject({ ...VALID, name: 'Asha Menon', email: 'asha.profile@example.com' });
    const read = await t.app.inject({ method: 'GET', url: pathOf('userProfile'), headers: asha.headers });
    expect(read.json().user).toMatchObject(VALID);
  });

  it('a country outside the catalogue takes any state and city, as registration does', async () => {
    const answer = await save({ ...VALID, country: 'Nepal', state: '', city: 'Pokhara', pincode: '33700' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user).toMatchObject({ country: 'Nepal', state: '', city: 'Pokhara' });
  });

  it.each([
    ['first_name', { first_name: ' ' }, m.name],
    ['last_name', { last_name: '' }, m.name],
    ['mobile', { mobile: '12345' }, m.mobile],
    ['country', { country: '' }, m.country],
    ['state', { state: 'Atlantis' }, m.state],
    ['state', { state: '' }, m.state],
    ['city', { city: 'Chennai' }, m.city],
    ['city', { city: '' }, m.city],
    ['pincode', { pincode: '' }, m.pincode],
    ['pincode', { pincode: '68#001' }, m.pincode],
  ])('refuses a bad %s (%j) with the registration message, and changes nothing', async (field, change, message) => {
    const before = (await t.app.inject({ method: 'GET', url: pathOf('userProfile'), headers: asha.headers })).json();
    const answer = await save({ ...VALID, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors?.[field]).toEqual([message]);
    const after = (await t.app.inject({ method: 'GET', url: pathOf('userProfile'), headers: asha.headers })).json();
    expect(after).toEqual(before);
  });

  it('never changes the e-mail, and asks a guest to sign in', async () => {
    const answer = await save({ ...VALID, email: 'someone.else@example.com' });
    expect(answer.json().user.email).toBe('asha.profile@example.com');
    expect((await save(VALID, {})).statusCode).toBe(401);
  });
});
