import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  parsePastedCode,
  validateBookingSelection,
  validateChangePassword,
  validateCompleteProfile,
  validateContact,
  validateFeedbackRating,
  validateForgotEmail,
  validateNewPassword,
  validateRegistration,
  validateResetCode,
  validateSignIn,
  validateVerificationCode,
  type RegistrationValues,
} from './validation';

const valid: RegistrationValues = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  password: 'calm-seas-42',
  confirm_password: 'calm-seas-42',
  mobile: '9876543210',
  country: 'India',
  state: 'Telangana',
  city: 'Hyderabad',
  pincode: '500081',
};
const ctx = { online: true, countryHasStates: true, stateHasCities: true };

describe('validateRegistration (A5, first failure in order)', () => {
  it('passes a complete, valid form', () => {
    expect(validateRegistration(valid, ctx)).toBeNull();
  });

  // Each row breaks one more rule than the row before it, so only the order can decide the message.
  const steps: [Partial<RegistrationValues> | 'offline', string][] = [
    ['offline', "You're currently offline. Please check your internet connection to register."],
    [{ pincode: '  ' }, 'Please enter a valid pincode/zip code'],
    [{ city: '' }, 'Please select a city'],
    [{ state: '' }, 'Please select a state/province'],
    [{ country: '' }, 'Please select a country'],
    [{ mobile: '98765' }, 'Please enter a valid 10-digit mobile number'],
    [{ confirm_password: 'something-else' }, 'Passwords do not match'],
    [{ password: 'short', confirm_password: 'short' }, 'Password must be at least 8 characters long'],
    [{ email: 'asha@example' }, 'Please enter a valid email address'],
    [{ last_name: ' ' }, 'Please enter both first and last name'],
  ];

  it.each(steps.map((_, i) => i))('rule %# reports its message when it and every later rule fail', (index) => {
    let values = { ...valid };
    let online = true;
    for (const [change] of steps.slice(0, index + 1)) {
      if (change === 'offline') online = false;
      else values = { ...values, ...change };
    }
    expect(validateRegistration(values, { ...ctx, online })).toBe(steps[index]![1]);
  });

  it('requires a first name as well as a last name', () => {
    expect(validateRegistration({ ...valid, first_name: '' }, ctx)).toBe('Please enter both first and last name');
  });

  it('asks for state and city only when the country and state have them', () => {
    const bare = { ...valid, state: '', city: '' };
    expect(validateRegistration(bare, { ...ctx, countryHasStates: false, stateHasCities: false })).toBeNull();
    expect(validateRegistration(bare, { ...ctx, countryHasStates: false, stateHasCities: true })).toBe(
      'Please select a city',
    );
  });

  it('checks the mobile is exactly 10 digits', () => {
    expect(validateRegistration({ ...valid, mobile: '98765432101' }, ctx)).toBe(
      'Please enter a valid 10-digit mobile number',
    );
    expect(validateRegistration({ ...valid, mobile: '98765-4321' }, ctx)).toBe(
      'Please enter a valid 10-digit mobile number',
    );
  });

  it('accepts exactly 8 password characters', () => {
    expect(validateRegistration({ ...valid, password: '12345678', confirm_password: '12345678' }, ctx)).toBeNull();
    expect(validateRegistration({ ...valid, password: '1234567', confirm_password: '1234567' }, ctx)).toBe(
      'Password must be at least 8 characters long',
    );
  });
});

describe('sign-in', () => {
  it('needs both fields, then a connection', () => {
    expect(validateSignIn({ email: '', password: 'x' }, { online: true })).toBe('Please fill in all fields.');
    expect(validateSignIn({ email: 'a@b.co', password: '' }, { online: false })).toBe('Please fill in all fields.');
    expect(validateSignIn({ email: 'a@b.co', password: 'x' }, { online: false })).toBe(
      'You are offline. Please check your internet connection.',
    );
    expect(validateSignIn({ email: 'a@b.co', password: 'x' }, { online: true })).toBeNull();
  });
});

describe('complete profile', () => {
  const ok = { mobile: '9876543210', country: 'India', state: 'Goa', city: 'Panaji' };
  it('needs every field, then a 10-digit mobile', () => {
    expect(validateCompleteProfile(ok)).toBeNull();
    expect(validateCompleteProfile({ ...ok, city: '' })).toBe('Please fill in all fields.');
    expect(validateCompleteProfile({ ...ok, mobile: '', country: '' })).toBe('Please fill in all fields.');
    expect(validateCompleteProfile({ ...ok, mobile: '12345' })).toBe('Please enter a valid 10-digit mobile number.');
  });
});

describe('forgot password', () => {
  it('checks the e-mail', () => {
    expect(validateForgotEmail('')).toBe('Email is required');
    expect(validateForgotEmail('   ')).toBe('Email is required');
    expect(validateForgotEmail('not-an-email')).toBe('Please enter a valid email');
    expect(validateForgotEmail(' a@b.co ')).toBeNull();
  });

  it('checks the code', () => {
    expect(validateResetCode('12345')).toBe('Please enter the 6-digit verification code');
    expect(validateResetCode('12345a')).toBe('Please enter the 6-digit verification code');
    expect(validateResetCode('1234567')).toBe('Please enter the 6-digit verification code');
    expect(validateResetCode('012345')).toBeNull();
  });

  it('checks the new password per field', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'New password is required',
    });
    expect(validateNewPassword({ password: 'short', confirmPassword: 'other' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validateNewPassword({ password: 'long-enough', confirmPassword: 'long-enough' })).toEqual({});
  });

  it('takes pasted codes that are all digits, cut to 6', () => {
    expect(parsePastedCode(' 123456 ')).toBe('123456');
    expect(parsePastedCode('1234567890')).toBe('123456');
    expect(parsePastedCode('123')).toBe('123');
    expect(parsePastedCode('12a456')).toBeNull();
    expect(parsePastedCode('123 456')).toBeNull();
    expect(parsePastedCode('')).toBeNull();
  });
});

describe('verification code', () => {
  it('needs exactly 6 digits', () => {
    expect(validateVerificationCode('12345')).toBe('Please enter a complete 6-digit OTP');
    expect(validateVerificationCode('')).toBe('Please enter a complete 6-digit OTP');
    expect(validateVerificationCode('654321')).toBeNull();
  });
});

describe('change password', () => {
  it('reports all three messages at once', () => {
    expect(validateChangePassword({ current_password: '', new_password: 'short', confirm_password: 'x' })).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password must be at least 8 characters long',
      confirm_password: 'Passwords do not match',
    });
    expect(
      validateChangePassword({ current_password: 'old', new_password: 'new-secret', confirm_password: 'new-secret' }),
    ).toEqual({});
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
