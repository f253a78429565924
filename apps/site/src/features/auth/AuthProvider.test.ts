import { describe, expect, it } from 'vitest';
import { accountUiReducer, displayName, initialAccountUi } from './AuthProvider';
import { userFromGoogle } from './useAccountFlows';

describe('account dialogs', () => {
  it('opens sign-in with a login request and forgets it on close', () => {
    const open = accountUiReducer(initialAccountUi, {
      type: 'openSignIn',
      message: 'Please login',
      returnTo: '/MyBookings',
    });
    expect(open).toMatchObject({ dialog: 'signIn', signInMessage: 'Please login', returnTo: '/MyBookings' });
    expect(accountUiReducer(open, { type: 'close' })).toMatchObject({
      dialog: 'none',
      signInMessage: undefined,
      returnTo: undefined,
    });
  });

  it('keeps the destination through Complete Your Profile', () => {
    const open = accountUiReducer(initialAccountUi, { type: 'openSignIn', returnTo: '/MyMembership' });
    const completing = accountUiReducer(open, { type: 'openCompleteProfile', source: 'password' });
    expect(completing).toMatchObject({
      dialog: 'completeProfile',
      completionSource: 'password',
      returnTo: '/MyMembership',
    });
  });

  it('closing Complete Your Profile raises the incomplete notice until dismissed or sign-in reopens', () => {
    const completing = accountUiReducer(initialAccountUi, { type: 'openCompleteProfile', source: 'google' });
    const closed = accountUiReducer(completing, { type: 'closeCompleteProfile' });
    expect(closed).toMatchObject({ dialog: 'none', incompleteNotice: true, completionSource: undefined });
    expect(accountUiReducer(closed, { type: 'dismissIncompleteNotice' }).incompleteNotice).toBe(false);
    expect(accountUiReducer(closed, { type: 'openSignIn' }).incompleteNotice).toBe(false);
  });
});

describe('names', () => {
  it('prefers first and last name, else splits name', () => {
    expect(displayName({ first_name: 'Priya', last_name: 'Sharma', name: 'x' })).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
    });
    expect(displayName({ first_name: '', last_name: null, name: 'Arjun Kumar Rao' })).toEqual({
      firstName: 'Arjun',
      lastName: 'Kumar Rao',
    });
    expect(displayName({ name: 'Meera' })).toEqual({ firstName: 'Meera', lastName: undefined });
    expect(displayName(undefined)).toEqual({});
  });

  it('makes a whole user of a Google answer', () => {
    expect(userFromGoogle({ email: 'arjun.rao@example.com', name: 'Arjun Rao' })).toMatchObject({
      username: 'arjun.rao@example.com',
      email: 'arjun.rao@example.com',
      first_name: 'Arjun',
      last_name: 'Rao',
    });
    expect(
      userFromGoogle({ email: 'a@example.com', username: 'a1', first_name: 'A', last_name: 'B', name: 'Zed' }),
    ).toMatchObject({
      username: 'a1',
      first_name: 'A',
      last_name: 'B',
    });
  });
});
