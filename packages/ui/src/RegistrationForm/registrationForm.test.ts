import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_MESSAGES as M,
  canSubmitRegistration,
  editRegistration,
  emptyRegistration,
  firstRegistrationProblem,
  registrationPayload,
  type RegistrationDraft,
} from './registrationForm';

const valid: RegistrationDraft = {
  first_name: 'Aarav',
  last_name: 'Mehta',
  email: ' Aarav.Mehta@Example.com ',
  password: 'calm-waters-8',
  confirm_password: 'calm-waters-8',
  mobile: '9876543210',
  country: 'India',
  state: 'Telangana',
  city: 'Hyderabad',
  pincode: ' 500001 ',
  terms: true,
  age: true,
};

describe('firstRegistrationProblem', () => {
  it('checks the ten rules in the spec order, pointing at the field concerned', () => {
    const steps: [Partial<RegistrationDraft>, string, string | undefined][] = [
      [{ last_name: ' ' }, M.name, 'last_name'],
      [{ email: 'aarav@' }, M.email, 'email'],
      [{ password: 'short', confirm_password: 'short' }, M.password, 'password'],
      [{ confirm_password: 'calm-waters-9' }, M.mismatch, 'confirm_password'],
      [{ mobile: '98765' }, M.mobile, 'mobile'],
      [{ country: '', state: '', city: '' }, M.country, 'country'],
      [{ state: '', city: '' }, M.state, 'state'],
      [{ city: '' }, M.city, 'city'],
      [{ pincode: '  ' }, M.pincode, 'pincode'],
    ];
    for (const [change, message, field] of steps) {
      expect(firstRegistrationProblem({ ...valid, ...change }, true), message).toEqual({ message, field });
    }
    expect(firstRegistrationProblem(valid, false)).toEqual({ message: M.offline, field: undefined });
    expect(firstRegistrationProblem(valid, true)).toBeUndefined();
  });

  it('reports only the first failure', () => {
    expect(firstRegistrationProblem(emptyRegistration, false)).toEqual({ message: M.name, field: 'first_name' });
    expect(firstRegistrationProblem({ ...valid, email: 'x', mobile: '1' }, false)?.message).toBe(M.email);
  });

  it('does not ask for a state or city the catalogue cannot offer', () => {
    expect(firstRegistrationProblem({ ...valid, country: 'Atlantis', state: '', city: '' }, true)).toBeUndefined();
  });
});

describe('editRegistration', () => {
  it('clears state and city on a new country and the city on a new state', () => {
    expect(editRegistration(valid, 'country', 'Japan')).toMatchObject({ country: 'Japan', state: '', city: '' });
    expect(editRegistration(valid, 'state', 'Kerala')).toMatchObject({ country: 'India', state: 'Kerala', city: '' });
    expect(editRegistration(valid, 'country', 'India')).toBe(valid);
    expect(editRegistration(valid, 'city', 'Secunderabad')).toMatchObject({ state: 'Telangana', city: 'Secunderabad' });
  });

  it('keeps the mobile number to 10 digits', () => {
    expect(editRegistration(valid, 'mobile', '+91 98765 43210').mobile).toBe('9198765432');
  });
});

describe('registrationPayload', () => {
  it('trims and lower-cases the e-mail and leaves the passwords untouched', () => {
    expect(registrationPayload({ ...valid, password: ' pass word ', confirm_password: ' pass word ' })).toEqual({
      first_name: 'Aarav',
      last_name: 'Mehta',
      email: 'aarav.mehta@example.com',
      password: ' pass word ',
      confirm_password: ' pass word ',
      mobile: '9876543210',
      country: 'India',
      state: 'Telangana',
      city: 'Hyderabad',
      pincode: '500001',
    });
  });
});

describe('canSubmitRegistration', () => {
  it('needs online, both ticks and nothing in flight', () => {
    expect(canSubmitRegistration(valid, true, false)).toBe(true);
    expect(canSubmitRegistration(valid, false, false)).toBe(false);
    expect(canSubmitRegistration({ ...valid, terms: false }, true, false)).toBe(false);
    expect(canSubmitRegistration({ ...valid, age: false }, true, false)).toBe(false);
    expect(canSubmitRegistration(valid, true, true)).toBe(false);
  });
});
