import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { toFieldErrors } from './errors';
import {
  changePasswordRequestSchema,
  forgetPasswordRequestSchema,
  googleLoginResponseSchema,
  parseUserProfile,
  registerRequestSchema,
  resetPasswordRequestSchema,
  signInResponseSchema,
  updateProfileRequestSchema,
  verifyOtpRequestSchema,
} from './accounts';

const user = { username: 'asha', email: 'asha@example.in', first_name: 'Asha', last_name: 'Rao', is_verified: true };

describe('parseUserProfile', () => {
  it('unwraps { user } or takes the object itself', () => {
    expect(parseUserProfile({ user })).toMatchObject({ username: 'asha', email: 'asha@example.in' });
    expect(parseUserProfile(user)).toMatchObject({ username: 'asha', first_name: 'Asha' });
  });

  it('rejects a profile without username or email', () => {
    expect(() => parseUserProfile({ user: { ...user, username: undefined } })).toThrow(ZodError);
    expect(() => parseUserProfile({ ...user, email: '' })).toThrow(ZodError);
    expect(() => parseUserProfile(null)).toThrow(ZodError);
    expect(() => parseUserProfile('html page')).toThrow(ZodError);
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

const registration = {
  first_name: ' Asha ',
  last_name: 'Rao',
  email: '  Asha.Rao@Example.IN ',
  password: 'calm-seas-42',
  confirm_password: 'calm-seas-42',
  mobile: '9876543210',
  country: 'India',
  state: 'Telangana',
  city: 'Hyderabad',
  pincode: '500081',
};

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
    [{ pincode: '' }, 'pincode', 'Please enter a valid pincode/zip code'],
    [{ pincode: '5000#1' }, 'pincode', 'Please enter a valid pincode/zip code'],
  ])('rejects %o on %s', (change, field, message) => {
    const result = registerRequestSchema.safeParse({ ...registration, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toEqual({ [field]: [message] });
  });

  it('accepts exactly 8 and 128 characters and a foreign postcode; state and city may be empty', () => {
    expect(
      registerRequestSchema.safeParse({ ...registration, password: '12345678', confirm_password: '12345678' }).success,
    ).toBe(true);
    const long = 'p'.repeat(128);
    expect(registerRequestSchema.safeParse({ ...registration, password: long, confirm_password: long }).success).toBe(
      true,
    );
    expect(registerRequestSchema.safeParse({ ...registration, pincode: 'SW1A 1AA', state: '', city: '' }).success).toBe(
      true,
    );
  });
});

describe('other account requests', () => {
  it('update-profile sends the phone as phone, 10 digits', () => {
    expect(
      updateProfileRequestSchema.safeParse({ country: 'India', state: 'Goa', city: 'Panaji', phone: '9876543210' })
        .success,
    ).toBe(true);
    const bad = updateProfileRequestSchema.safeParse({ country: 'India', state: '', city: 'Panaji', phone: '98765' });
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
    const empty = forgetPasswordRequestSchema.safeParse({ email: '' });
    expect(empty.success).toBe(false);
    if (!empty.success) expect(toFieldErrors(empty.error)).toEqual({ email: ['Email is required'] });
    const bad = forgetPasswordRequestSchema.safeParse({ email: 'nope' });
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
