import { describe, expect, it } from 'vitest';
import {
  firstRegistrationProblem,
  hasErrors,
  parsePastedCode,
  registrationRuleOrder,
  validateBookingSelection,
  validateContact,
  validateFeedbackRating,
  type RegistrationValues,
} from './validation';
import { sampleRegistration } from '../schemas/accounts.fixtures';

const valid = sampleRegistration;
const ctx = { online: true, countryHasStates: true, needsCity: true };
const messageOf = (values: RegistrationValues, context = ctx) => firstRegistrationProblem(values, context)?.message;

describe('firstRegistrationProblem (A5, first failure in order)', () => {
  it('passes a complete, valid form', () => {
    expect(firstRegistrationProblem(valid, ctx)).toBeNull();
  });

  it('checks the rules in the order of the spec', () => {
    expect(registrationRuleOrder).toEqual([
      'name',
      'email',
      'password',
      'mismatch',
      'mobile',
      'country',
      'state',
      'city',
      'pincode',
      'offline',
    ]);
  });

  // Each row breaks one more rule than the row before it, so only the order can decide the message.
  // The spec's texts are written out here on purpose: a changed copy text fails this test.
  const steps: [Partial<RegistrationValues> | 'offline', string, string | undefined][] = [
    ['offline', "You're currently offline. Please check your internet connection to register.", undefined],
    [{ pincode: '  ' }, 'Please enter a valid pincode/zip code', 'pincode'],
    [{ city: '' }, 'Please select a city', 'city'],
    [{ state: '' }, 'Please select a state/province', 'state'],
    [{ country: '' }, 'Please select a country', 'country'],
    [{ mobile: '98765' }, 'Please enter a valid 10-digit mobile number', 'mobile'],
    [{ confirm_password: 'something-else' }, 'Passwords do not match', 'confirm_password'],
    [{ password: 'short', confirm_password: 'short' }, 'Password must be at least 8 characters long', 'password'],
    [{ email: 'asha@example' }, 'Please enter a valid email address', 'email'],
    [{ last_name: ' ' }, 'Please enter both first and last name', 'last_name'],
  ];

  it.each(steps.map((_, i) => i))('rule %# reports its message when it and every later rule fail', (index) => {
    let values = { ...valid };
    let online = true;
    for (const [change] of steps.slice(0, index + 1)) {
      if (change === 'offline') online = false;
      else values = { ...values, ...change };
    }
    const [, message, field] = steps[index]!;
    expect(firstRegistrationProblem(values, { ...ctx, online })).toMatchObject({ message, field });
  });

  it('points the name rule at the empty name', () => {
    expect(firstRegistrationProblem({ ...valid, first_name: '' }, ctx)).toEqual({
      rule: 'name',
      message: 'Please enter both first and last name',
      field: 'first_name',
    });
    expect(firstRegistrationProblem({ ...valid, first_name: '', last_name: '' }, ctx)?.field).toBe('first_name');
    expect(firstRegistrationProblem({ ...valid, last_name: '' }, ctx)?.field).toBe('last_name');
  });

  it('asks for state and city only when the country has them', () => {
    const bare = { ...valid, state: '', city: '' };
    expect(firstRegistrationProblem(bare, { ...ctx, countryHasStates: false, needsCity: false })).toBeNull();
    expect(messageOf(bare, { ...ctx, countryHasStates: false, needsCity: true })).toBe('Please select a city');
  });

  it('checks the mobile is exactly 10 digits', () => {
    expect(messageOf({ ...valid, mobile: '98765432101' })).toBe('Please enter a valid 10-digit mobile number');
    expect(messageOf({ ...valid, mobile: '98765-4321' })).toBe('Please enter a valid 10-digit mobile number');
  });

  it('accepts exactly 8 password characters', () => {
    expect(messageOf({ ...valid, password: '12345678', confirm_password: '12345678' })).toBeUndefined();
    expect(messageOf({ ...valid, password: '1234567', confirm_password: '1234567' })).toBe(
      'Password must be at least 8 characters long',
    );
  });
});

describe('pasted codes (A4, A5)', () => {
  it('takes pasted codes that are all digits, cut to 6', () => {
    expect(parsePastedCode(' 123456 ')).toBe('123456');
    expect(parsePastedCode('1234567890')).toBe('123456');
    expect(parsePastedCode('123')).toBe('123');
    expect(parsePastedCode('12a456')).toBeNull();
    expect(parsePastedCode('123 456')).toBeNull();
    expect(parsePastedCode('')).toBeNull();
  });
});

describe('contact form (B5)', () => {
  it('reports the five messages', () => {
    expect(validateContact({ name: '', email: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(validateContact({ name: 'Asha', email: 'asha@', message: 'too short' })).toEqual({
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters long',
    });
    expect(validateContact({ name: 'Asha', email: 'asha@example.in', message: 'Ten chars!' })).toEqual({});
  });
});

describe('booking and feedback (B5)', () => {
  it('needs date, slot and terms', () => {
    expect(validateBookingSelection({ date: '2026-11-21', slot: '08:00', termsAccepted: true })).toBeNull();
    expect(validateBookingSelection({ date: '2026-11-21', slot: null, termsAccepted: true })).toBe(
      'Please fill in all required fields.',
    );
    expect(validateBookingSelection({ date: '', slot: '08:00', termsAccepted: true })).toBe(
      'Please fill in all required fields.',
    );
    expect(validateBookingSelection({ date: '2026-11-21', slot: '08:00', termsAccepted: false })).toBe(
      'Please fill in all required fields.',
    );
  });

  it('needs a whole rating from 1 to 5', () => {
    for (const r of [1, 2, 3, 4, 5]) expect(validateFeedbackRating(r)).toBeNull();
    for (const r of [0, 6, 2.5, null, undefined]) expect(validateFeedbackRating(r)).toBe('Please provide a rating');
  });

  it('hasErrors sees any message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
    expect(hasErrors({ name: 'Name is required' })).toBe(true);
  });
});
