// Test helpers for the services and payments features: signed-in people without the cost of a password hash.
import type { Db } from '../../db';
import { createSession } from '../accounts/sessions';
import { insertUser } from '../accounts/users';

/** A movable clock for createTestApp({ now }). 06:30 UTC is 12:00 in India. */
export function movableClock(start = Date.parse('2026-11-21T06:30:00Z')) {
  let current = start;
  return {
    now: () => current,
    set(ms: number) {
      current = ms;
    },
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface SignedIn {
  id: number;
  email: string;
  headers: { authorization: string };
}

/** A verified user with a live session, straight in the database (no password: these tests never sign in). */
export async function signedInUser(db: Db, email: string, now: number, firstName = 'Asha'): Promise<SignedIn> {
  const user = await insertUser(db, {
    email,
    firstName,
    lastName: 'Rao',
    isVerified: true,
    mobile: '9876543210',
    createdAt: new Date(now),
    updatedAt: new Date(now),
  });
  const token = await createSession(db, user.id, now);
  return { id: user.id, email: user.email, headers: { authorization: `Bearer ${token}` } };
}
