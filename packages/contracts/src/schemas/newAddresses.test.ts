import { describe, expect, it } from 'vitest';
import { firstRegistrationProblem, validateContact } from '../rules/validation';
import {
  forgotPasswordRequestSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  verifyOtpRequestSchema,
} from './accounts';
import { sampleRegistration } from './accounts.fixtures';
import { contactRequestSchema } from './content';
import { toFieldErrors } from './errors';

/** Addresses the simple pattern took, each with a character that builds more than one address into a link. */
const linkBreaking = [
  'asha@example.in?bcc=everyone',
  'asha&cc=x@example.in',
  'asha%0abcc@example.in',
  'asha,meera@example.in',
  'asha<x>@example.in',
  '"asha"@example.in',
];

describe('an address given now refuses ? & % , < > "', () => {
  it.each(linkBreaking)('registration refuses %s, in the form and on the server, with the spec message', (email) => {
    const result = registerRequestSchema.safeParse({ ...sampleRegistration, email });
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toEqual({ email: ['Please enter a valid email address'] });
    const context = { online: true, countryHasStates: true, needsCity: true };
    expect(firstRegistrationProblem({ ...sampleRegistration, email }, context)?.rule).toBe('email');
  });

  it.each(linkBreaking)('the contact form refuses %s', (email) => {
    const result = contactRequestSchema.safeParse({ name: 'Asha', email, message: 'Hello there, a question.' });
    expect(result.success).toBe(false);
    expect(validateContact({ name: 'Asha', email, message: 'Hello there, a question.' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('still takes the ordinary characters of an address', () => {
    const email = "o'neil.rao+notes_1-x@mail.example.co.in";
    expect(registerRequestSchema.parse({ ...sampleRegistration, email }).email).toBe(email);
    expect(contactRequestSchema.parse({ name: 'Asha', email, message: 'Hello there, a question.' }).email).toBe(email);
  });

  it.each(linkBreaking)('an account of %s made before keeps signing in, verifying and resetting', (email) => {
    expect(signInRequestSchema.safeParse({ email, password: 'x' }).success).toBe(true);
    expect(verifyOtpRequestSchema.safeParse({ email, otp: '123456' }).success).toBe(true);
    expect(resendOtpRequestSchema.safeParse({ email }).success).toBe(true);
    expect(forgotPasswordRequestSchema.safeParse({ email }).success).toBe(true);
    expect(resetPasswordRequestSchema.safeParse({ email, password: 'new-password-1', otp: '123456' }).success).toBe(
      true,
    );
  });
});
