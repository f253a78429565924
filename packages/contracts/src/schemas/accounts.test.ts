import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { emptyRegistrationForm } from '../rules/validation';
import { toFieldErrors } from './errors';
import {
  changePasswordRequestSchema,
  completeProfileFormSchema,
  forgotPasswordRequestSchema,
  forgotPasswordStepSchemas,
  googleLoginResponseSchema,
  parseUserProfile,
  registerRequestSchema,
  registrationFormSchema,
  resetPasswordRequestSchema,
  signInFormSchema,
  signInResponseSchema,
  completeProfileRequestSchema,
  verifyEmailFormSchema,
  verifyOtpRequestSchema,
} from './accounts';
import { sampleRegistration } from './accounts.fixtures';

const user = { username: 'asha', email: 'asha@example.in', first_name: 'Asha', last_name: 'Rao', is_verified: true };

describe('parseUserProfile', () => {
  it('unwraps { user } or takes the object itself', () => {
    expect(parseUserProfile({ user })).toMatchObject({ username: 'asha', email: 'asha@example.in' });
    expect(parseUserProfile(user)).toMatchObject({ username: 'asha', first_name: 'Asha' });
  });

  it('rejects a profile without username or email', () => {
    expect(() => parseUserProfile({ user: { ...user, username: undefined } })).toThrow(z.core.$ZodError);
    expect(() => parseUserProfile({ ...user, email: '' })).toThrow(z.core.$ZodError);
    expect(() => parseUserProfile(null)).toThrow(z.core.$ZodError);
    expect(() => parseUserProfile('html page')).toThrow(z.core.$ZodError);
  });

  it('tolerates null optional fields', () => {
    expect(parseUserProfile({ ...user, city: null, mobile: null }).city).toBeNull();
  });
});

describe('sign-in answers', () => {
  it('needs token, user and profile_complete', () => {
    expect(signInResponseSchema.safeParse({ token: 't', user, profile_complete: false }).success).toBe(true);
    expect(signInResponseSchema.safeParse({ token: 't', user }).success).toBe(false);
  });

  it('social answer: refresh optional, user with email and name', () => {
    const ok = googleLoginResponseSchema.safeParse({
      access: 'a',
      new_user: true,
      profile_complete: false,
      user: { email: 'asha@example.in', name: 'Asha Rao' },
    });
    expect(ok.success).toBe(true);
    expect(
      googleLoginResponseSchema.safeParse({ access: 'a', new_user: true, profile_complete: false, user: {} }).success,
    ).toBe(false);
  });
});

const registration = { ...sampleRegistration, first_name: ' Asha ', email: '  Asha.Rao@Example.IN ' };

describe('registerRequestSchema', () => {
  it('trims and lower-cases the e-mail and trims names', () => {
    const out = registerRequestSchema.parse(registration);
    expect(out.email).toBe('asha.rao@example.in');
    expect(out.first_name).toBe('Asha');
  });

  it.each([
    [{ password: 'short', confirm_password: 'short' }, 'password', 'Password must be at least 8 characters long'],
    [
      { password: 'x'.repeat(129), confirm_password: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters long',
    ],
    [{ confirm_password: 'different-one' }, 'confirm_password', 'Passwords do not match'],
    [{ mobile: '987654321' }, 'mobile', 'Please enter a valid 10-digit mobile number'],
    [{ mobile: '98765432ab' }, 'mobile', 'Please enter a valid 10-digit mobile number'],
    [{ email: 'asha@example' }, 'email', 'Please enter a valid email address'],
    [{ first_name: '   ' }, 'first_name', 'Please enter both first and last name'],
    [{ country: '' }, 'country', 'Please select a country'],
    [{ state: '' }, 'state', 'Please select a state/province'],
    [{ state: 'Texas' }, 'state', 'Please select a state/province'],
    [{ state: 'Ladakh', city: ' ' }, 'city', 'Please select a city'],
    [{ city: 'Kochi' }, 'city', 'Please select a city'],
    [{ pincode: '' }, 'pincode', 'Please enter a valid pincode/zip code'],
    [{ pincode: '5000#1' }, 'pincode', 'Please enter a valid pincode/zip code'],
  ])('rejects %o on %s', (change, field, message) => {
    const result = registerRequestSchema.safeParse({ ...registration, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toEqual({ [field]: [message] });
  });

  it('accepts exactly 8 and 128 characters and a foreign postcode; state and city may be empty without a catalogue country', () => {
    expect(
      registerRequestSchema.safeParse({ ...registration, password: '12345678', confirm_password: '12345678' }).success,
    ).toBe(true);
    const long = 'p'.repeat(128);
    expect(registerRequestSchema.safeParse({ ...registration, password: long, confirm_password: long }).success).toBe(
      true,
    );
    expect(
      registerRequestSchema.safeParse({ ...registration, country: 'Nepal', pincode: '44600', state: '', city: '' })
        .success,
    ).toBe(true);
    expect(
      registerRequestSchema.safeParse({
        ...registration,
        country: 'United Kingdom',
        state: 'England',
        city: 'London',
        pincode: 'SW1A 1AA',
      }).success,
    ).toBe(true);
  });

  it('takes any of the 36 Indian states and union territories: Kerala from its list, Goa with a typed city', () => {
    expect(registerRequestSchema.safeParse({ ...registration, state: 'Kerala', city: 'Kochi' }).success).toBe(true);
    const goa = registerRequestSchema.safeParse({ ...registration, state: 'Goa', city: ' Panaji ' });
    expect(goa.success && goa.data.city).toBe('Panaji');
  });
});

describe('other account requests', () => {
  it('update-profile sends the phone as phone, 10 digits', () => {
    expect(
      completeProfileRequestSchema.safeParse({ country: 'India', state: 'Goa', city: 'Panaji', phone: '9876543210' })
        .success,
    ).toBe(true);
    const bad = completeProfileRequestSchema.safeParse({ country: 'India', state: '', city: 'Panaji', phone: '98765' });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(toFieldErrors(bad.error)).toEqual({
        state: ['Please fill in all fields.'],
        phone: ['Please enter a valid 10-digit mobile number.'],
      });
  });

  it('verify-otp needs a 6-digit string code', () => {
    expect(verifyOtpRequestSchema.safeParse({ email: 'a@b.co', otp: '012345' }).success).toBe(true);
    expect(verifyOtpRequestSchema.safeParse({ email: 'a@b.co', otp: '12345' }).success).toBe(false);
    expect(verifyOtpRequestSchema.safeParse({ email: 'a@b.co', otp: 123456 }).success).toBe(false);
  });

  it('reset-password takes the code as a number and restores leading zeros', () => {
    expect(resetPasswordRequestSchema.parse({ email: 'a@b.co', password: 'new-secret', otp: 12345 }).otp).toBe(
      '012345',
    );
    expect(resetPasswordRequestSchema.parse({ email: 'a@b.co', password: 'new-secret', otp: '654321' }).otp).toBe(
      '654321',
    );
    expect(
      resetPasswordRequestSchema.safeParse({ email: 'a@b.co', password: 'new-secret', otp: 1234567 }).success,
    ).toBe(false);
    expect(resetPasswordRequestSchema.safeParse({ email: 'a@b.co', password: 'new-secret', otp: 12.5 }).success).toBe(
      false,
    );
    expect(resetPasswordRequestSchema.safeParse({ email: 'a@b.co', password: 'short', otp: 123456 }).success).toBe(
      false,
    );
  });

  it('forget-password uses the dialog messages', () => {
    const empty = forgotPasswordRequestSchema.safeParse({ email: '' });
    expect(empty.success).toBe(false);
    if (!empty.success) expect(toFieldErrors(empty.error)).toEqual({ email: ['Email is required'] });
    const bad = forgotPasswordRequestSchema.safeParse({ email: 'nope' });
    if (!bad.success) expect(toFieldErrors(bad.error)).toEqual({ email: ['Please enter a valid email'] });
    expect(bad.success).toBe(false);
  });

  it('change-password uses the modal messages', () => {
    const r = changePasswordRequestSchema.safeParse({
      current_password: '',
      new_password: 'short',
      confirm_password: 'x',
    });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(toFieldErrors(r.error)).toEqual({
        current_password: ['Current password is required'],
        new_password: ['New password must be at least 8 characters long'],
        confirm_password: ['Passwords do not match'],
      });
    const mismatch = changePasswordRequestSchema.safeParse({
      current_password: 'old',
      new_password: 'new-secret',
      confirm_password: 'new-secreT',
    });
    if (!mismatch.success)
      expect(toFieldErrors(mismatch.error)).toEqual({ confirm_password: ['Passwords do not match'] });
    expect(mismatch.success).toBe(false);
  });
});

/** The form-level view of a schema: each field's messages, or the parsed output when valid. */
function check<T>(
  schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: z.core.$ZodError } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { errors: toFieldErrors(result.error) };
}

describe('account form schemas', () => {
  it('sign-in: both fields required with one message; the e-mail trimmed', () => {
    expect(check(signInFormSchema, { email: ' ', password: '' })).toEqual({
      errors: { email: ['Please fill in all fields.'], password: ['Please fill in all fields.'] },
    });
    expect(check(signInFormSchema, { email: 'a@b.co', password: '' })).toEqual({
      errors: { password: ['Please fill in all fields.'] },
    });
    // Only presence is checked here: a wrong address is the server's "Invalid email or password".
    expect(check(signInFormSchema, { email: ' asha ', password: ' x ' })).toEqual({
      data: { email: 'asha', password: ' x ' },
    });
  });

  it('registration: one message at a time, at its field; the payload trimmed and lower-cased', () => {
    const context = { online: true, countryHasStates: true, needsCity: true };
    expect(check(registrationFormSchema(context), emptyRegistrationForm)).toEqual({
      errors: { first_name: ['Please enter both first and last name'] },
    });
    const filled = {
      ...emptyRegistrationForm,
      ...registration,
      email: ' Asha.Rao@Example.IN ',
      pincode: ' 500081 ',
      terms: true,
      age: true,
    };
    expect(check(registrationFormSchema(context), { ...filled, mobile: '123' })).toEqual({
      errors: { mobile: ['Please enter a valid 10-digit mobile number'] },
    });
    expect(check(registrationFormSchema(context), filled)).toEqual({
      data: { ...registration, first_name: 'Asha', email: 'asha.rao@example.in', pincode: '500081' },
    });
    // Offline stops the form without a field message: the form says so itself.
    expect(check(registrationFormSchema({ ...context, online: false }), filled)).toEqual({
      errors: { _: ["You're currently offline. Please check your internet connection to register."] },
    });
  });

  it('complete profile: every empty field first, then the mobile number; the body trimmed', () => {
    expect(check(completeProfileFormSchema, { phone: '123', country: 'India', state: '', city: ' ' })).toEqual({
      errors: { state: ['Please fill in all fields.'], city: ['Please fill in all fields.'] },
    });
    expect(check(completeProfileFormSchema, { phone: '123', country: 'India', state: 'Goa', city: 'Panaji' })).toEqual({
      errors: { phone: ['Please enter a valid 10-digit mobile number.'] },
    });
    expect(
      check(completeProfileFormSchema, { phone: '9876543210', country: 'India', state: 'Goa', city: ' Panaji ' }),
    ).toEqual({ data: { phone: '9876543210', country: 'India', state: 'Goa', city: 'Panaji' } });
  });

  const forgot = { email: '', otp: '', password: '', confirmPassword: '' };

  it('forgot password, request step: the e-mail is required, then valid', () => {
    expect(check(forgotPasswordStepSchemas.request, forgot)).toEqual({ errors: { email: ['Email is required'] } });
    expect(check(forgotPasswordStepSchemas.request, { ...forgot, email: '  ' })).toEqual({
      errors: { email: ['Email is required'] },
    });
    expect(check(forgotPasswordStepSchemas.request, { ...forgot, email: 'asha@' })).toEqual({
      errors: { email: ['Please enter a valid email'] },
    });
    expect(check(forgotPasswordStepSchemas.request, { ...forgot, email: ' Asha@Example.in ' })).toEqual({
      data: { ...forgot, email: 'Asha@Example.in' },
    });
  });

  it('forgot password, code step: exactly 6 digits', () => {
    for (const otp of ['12345', '12345a', '1234567'])
      expect(check(forgotPasswordStepSchemas.enterOtp, { ...forgot, otp })).toEqual({
        errors: { otp: ['Please enter the 6-digit verification code'] },
      });
    expect(check(forgotPasswordStepSchemas.enterOtp, { ...forgot, otp: '012345' })).toHaveProperty('data');
  });

  it('forgot password, new password step: per field, both at once', () => {
    expect(check(forgotPasswordStepSchemas.resetPassword, forgot)).toEqual({
      errors: { password: ['New password is required'] },
    });
    expect(
      check(forgotPasswordStepSchemas.resetPassword, { ...forgot, password: 'short', confirmPassword: 'other' }),
    ).toEqual({
      errors: { password: ['Password must be at least 8 characters'], confirmPassword: ['Passwords do not match'] },
    });
    expect(
      check(forgotPasswordStepSchemas.resetPassword, {
        ...forgot,
        password: 'long-enough',
        confirmPassword: 'long-enough',
      }),
    ).toHaveProperty('data');
  });

  it('verify e-mail: a complete 6-digit code', () => {
    expect(check(verifyEmailFormSchema, { otp: '123' })).toEqual({
      errors: { otp: ['Please enter a complete 6-digit OTP'] },
    });
    expect(check(verifyEmailFormSchema, { otp: '904217' })).toEqual({ data: { otp: '904217' } });
  });

  it('change password: the form uses the request schema, all three messages at once', () => {
    expect(
      check(changePasswordRequestSchema, { current_password: '', new_password: 'short', confirm_password: 'x' }),
    ).toEqual({
      errors: {
        current_password: ['Current password is required'],
        new_password: ['New password must be at least 8 characters long'],
        confirm_password: ['Passwords do not match'],
      },
    });
    expect(
      check(changePasswordRequestSchema, {
        current_password: 'x',
        new_password: '12345678',
        confirm_password: '12345678',
      }),
    ).toHaveProperty('data');
  });
});
