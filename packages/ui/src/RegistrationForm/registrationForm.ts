// The registration form's rules (spec 01 sections 3 to 5) as pure functions: the cascade of the
// location selects, the ten ordered checks (shared with the server through @sukoon/contracts, with
// the field each message belongs to), and the payload the register call sends.
import { MOBILE_LENGTH, REGISTRATION_MESSAGES, validateRegistration, type RegistrationValues } from '@sukoon/contracts';
import { citiesOf, statesOf } from '../locations';

export { REGISTRATION_MESSAGES, type RegistrationValues };

/** What the form holds: the payload's fields plus the two ticks that gate the submit button. */
export interface RegistrationDraft extends RegistrationValues {
  terms: boolean;
  age: boolean;
}

export type RegistrationTextField = keyof RegistrationValues;

export const emptyRegistration: RegistrationDraft = {
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

/** Applies one edit: a new country clears state and city, a new state clears the city (spec 01 section 4). */
export function editRegistration(
  draft: RegistrationDraft,
  field: RegistrationTextField,
  value: string,
): RegistrationDraft {
  switch (field) {
    case 'mobile':
      return { ...draft, mobile: value.replace(/\D/g, '').slice(0, MOBILE_LENGTH) };
    case 'country':
      return value === draft.country ? draft : { ...draft, country: value, state: '', city: '' };
    case 'state':
      return value === draft.state ? draft : { ...draft, state: value, city: '' };
    default:
      return { ...draft, [field]: value };
  }
}

export interface RegistrationProblem {
  message: string;
  /** The field the message is about; undefined for the offline rule, which is about the whole form. */
  field?: RegistrationTextField;
}

const fieldOfMessage: Record<keyof typeof REGISTRATION_MESSAGES, RegistrationTextField | undefined> = {
  name: 'first_name',
  email: 'email',
  password: 'password',
  mismatch: 'confirm_password',
  mobile: 'mobile',
  country: 'country',
  state: 'state',
  city: 'city',
  pincode: 'pincode',
  offline: undefined,
};

/** The first of the ten rules that fails, in the spec's order, or undefined when the form may be sent. */
export function firstRegistrationProblem(draft: RegistrationDraft, online: boolean): RegistrationProblem | undefined {
  const message = validateRegistration(draft, {
    online,
    countryHasStates: statesOf(draft.country).length > 0,
    stateHasCities: citiesOf(draft.country, draft.state).length > 0,
  });
  if (message === null) return undefined;
  const key = (Object.keys(REGISTRATION_MESSAGES) as (keyof typeof REGISTRATION_MESSAGES)[]).find(
    (name) => REGISTRATION_MESSAGES[name] === message,
  );
  let field = key ? fieldOfMessage[key] : undefined;
  // The name rule covers two fields: point at the one that is empty.
  if (key === 'name' && draft.first_name.trim() !== '') field = 'last_name';
  return { message, field };
}

/** The register call's body (spec 01 section 3): e-mail trimmed and lower-cased, country by name. */
export function registrationPayload(draft: RegistrationDraft): RegistrationValues {
  return {
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    email: draft.email.trim().toLowerCase(),
    password: draft.password,
    confirm_password: draft.confirm_password,
    mobile: draft.mobile,
    country: draft.country,
    state: draft.state,
    city: draft.city,
    pincode: draft.pincode.trim(),
  };
}

/** Spec 01 section 4: submit only when online, terms accepted, age confirmed and nothing in flight. */
export function canSubmitRegistration(draft: RegistrationDraft, online: boolean, submitting: boolean): boolean {
  return online && draft.terms && draft.age && !submitting;
}
