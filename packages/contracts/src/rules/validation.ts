import {
  CONTACT_MESSAGE_MIN_LENGTH,
  MIN_PASSWORD_LENGTH,
  MOBILE_PATTERN,
  NEW_EMAIL_PATTERN,
  OTP_LENGTH,
} from './patterns';
import { validationCopy } from '../copy/validation';
import { homeCountry } from './locations';

/**
 * The spec's ordered form rules (A5, B5) that a plain zod schema cannot say by itself. The account
 * forms' zod schemas (schemas/accounts.ts) are built on them; each rule's message comes from
 * copy/validation.ts.
 */

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/* ---------- Registration (A5: checked in order, the first failure shown) ---------- */

/** The registration payload's fields (A3), so the server can check its body with the same rules. */
export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  mobile: string;
  country: string;
  state: string;
  city: string;
  pincode: string;
}
export type RegistrationField = keyof RegistrationValues;

export interface RegistrationContext {
  online: boolean;
  /** The chosen country has states to pick from (rule 7). */
  countryHasStates: boolean;
  /**
   * The form asks for a city (rule 8): the state's list to choose from, or typed where the state has
   * no list (locations.ts registrationLocationNeeds).
   */
  needsCity: boolean;
}

/** The ten rules' names, which are also the keys of their messages in validationCopy.registration. */
export type RegistrationRule = keyof typeof validationCopy.registration;

interface OrderedRule {
  rule: RegistrationRule;
  fails(values: RegistrationValues, context: RegistrationContext): boolean;
  /** The field the message is about (marked and focused); undefined for a rule about the whole form. */
  field(values: RegistrationValues): RegistrationField | undefined;
}

/** A5's ten rules, in the spec's order. */
const registrationRules: readonly OrderedRule[] = [
  {
    rule: 'name',
    fails: (v) => blank(v.first_name) || blank(v.last_name),
    // One rule, two fields: point at the one that is empty.
    field: (v) => (blank(v.first_name) ? 'first_name' : 'last_name'),
  },
  { rule: 'email', fails: (v) => !NEW_EMAIL_PATTERN.test(v.email.trim()), field: () => 'email' },
  { rule: 'password', fails: (v) => v.password.length < MIN_PASSWORD_LENGTH, field: () => 'password' },
  { rule: 'mismatch', fails: (v) => v.password !== v.confirm_password, field: () => 'confirm_password' },
  { rule: 'mobile', fails: (v) => !MOBILE_PATTERN.test(v.mobile.trim()), field: () => 'mobile' },
  { rule: 'country', fails: (v) => blank(v.country), field: () => 'country' },
  { rule: 'state', fails: (v, c) => c.countryHasStates && blank(v.state), field: () => 'state' },
  { rule: 'city', fails: (v, c) => c.needsCity && blank(v.city), field: () => 'city' },
  { rule: 'pincode', fails: (v) => blank(v.pincode), field: () => 'pincode' },
  { rule: 'offline', fails: (_, c) => !c.online, field: () => undefined },
];

/** The rules' names in the order they are checked. */
export const registrationRuleOrder: readonly RegistrationRule[] = registrationRules.map(({ rule }) => rule);

export interface RegistrationProblem {
  rule: RegistrationRule;
  /** The spec's message for the rule. */
  message: string;
  /** The field to mark and focus; undefined for "offline", which is about the whole form. */
  field: RegistrationField | undefined;
}

/**
 * The one registration check: the first of A5's ten rules that fails, in the spec's order, or null
 * when the form may be sent. The form shows exactly this (registrationFormSchema wraps it).
 */
export function firstRegistrationProblem(
  values: RegistrationValues,
  context: RegistrationContext,
): RegistrationProblem | null {
  const failing = registrationRules.find((rule) => rule.fails(values, context));
  if (!failing) return null;
  return { rule: failing.rule, message: validationCopy.registration[failing.rule], field: failing.field(values) };
}

/* ---------- Verification and reset codes (A4, A5) ---------- */

/**
 * A4/A5 paste rule: the trimmed text must be all digits; it is cut to the first 6 characters.
 * Returns the digits to fill, or null when the paste is rejected.
 */
export function parsePastedCode(text: string, length: number = OTP_LENGTH): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return trimmed.slice(0, length);
}

/* ---------- Contact form (B5) ---------- */

export type ContactField = 'name' | 'email' | 'message';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Per-field errors; a field's error clears when it is edited (the form's job). */
export function validateContact(values: Record<ContactField, string>): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (blank(values.name)) errors.name = validationCopy.contact.nameRequired;
  if (blank(values.email)) errors.email = validationCopy.contact.emailRequired;
  else if (!NEW_EMAIL_PATTERN.test(values.email.trim())) errors.email = validationCopy.contact.emailInvalid;
  if (blank(values.message)) errors.message = validationCopy.contact.messageRequired;
  else if (values.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH)
    errors.message = validationCopy.contact.messageShort;
  return errors;
}

/* ---------- Booking and feedback (B5) ---------- */

export function validateBookingSelection(values: {
  date: string | null | undefined;
  slot: string | null | undefined;
  termsAccepted: boolean;
}): string | null {
  return blank(values.date) || blank(values.slot) || !values.termsAccepted ? validationCopy.booking.missing : null;
}

/** B5, B9: a whole rating from 1 to 5. */
export function validateFeedbackRating(rating: number | null | undefined): string | null {
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5
    ? null
    : validationCopy.feedback.noRating;
}

/** Whether any per-field map holds an error. */
export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some((v) => typeof v === 'string' && v !== '');
}

/** What the registration form holds: the payload's fields and the two ticks that gate the button. */
export interface RegistrationFormValues extends RegistrationValues {
  terms: boolean;
  age: boolean;
}

export const emptyRegistrationForm: RegistrationFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
  mobile: '',
  country: '',
  state: '',
  city: '',
  pincode: '',
  terms: false,
  age: false,
};

/** What the registration form shows first: empty but for the home country, so a person in India chooses a state at once. */
export const registrationFormStart: RegistrationFormValues = { ...emptyRegistrationForm, country: homeCountry };

/** The register call's body (A3): names and pincode trimmed, the e-mail trimmed and lower-cased. */
export function registrationPayload(values: RegistrationValues): RegistrationValues {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim().toLowerCase(),
    password: values.password,
    confirm_password: values.confirm_password,
    mobile: values.mobile,
    country: values.country,
    state: values.state,
    city: values.city.trim(),
    pincode: values.pincode.trim(),
  };
}
