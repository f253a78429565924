// The rules of the Complete Your Profile form (spec 01 sections 4 and 5), as pure functions so they
// can be tested without a browser: which fields a country change clears, and the two checks in order
// (the checks themselves are the shared ones from @sukoon/contracts, which the server also applies).
import { COMPLETE_PROFILE_MESSAGES, MOBILE_LENGTH, validateCompleteProfile } from '@sukoon/contracts';

export { MOBILE_LENGTH };
export const PROFILE_MISSING_FIELDS = COMPLETE_PROFILE_MESSAGES.missing;
export const PROFILE_INVALID_MOBILE = COMPLETE_PROFILE_MESSAGES.mobile;
export const PROFILE_UPDATE_FAILED = 'Failed to update your information. Please try again.';
export const PROFILE_INCOMPLETE = 'User registration incomplete. Please provide your location to continue.';

export interface ProfileCompletion {
  phone: string;
  country: string;
  state: string;
  city: string;
}

export type ProfileField = keyof ProfileCompletion;

export const emptyProfile: ProfileCompletion = { phone: '', country: '', state: '', city: '' };

/** Applies one edit: a new country clears state and city; a new state clears the city. */
export function editProfile(values: ProfileCompletion, field: ProfileField, value: string): ProfileCompletion {
  switch (field) {
    case 'phone':
      // The field holds digits only and at most 10 of them.
      return { ...values, phone: value.replace(/\D/g, '').slice(0, MOBILE_LENGTH) };
    case 'country':
      return value === values.country ? values : { ...values, country: value, state: '', city: '' };
    case 'state':
      return value === values.state ? values : { ...values, state: value, city: '' };
    case 'city':
      return { ...values, city: value };
  }
}

export interface ProfileProblem {
  message: string;
  /** The fields to mark invalid; the first gets focus. */
  fields: ProfileField[];
}

/** The first failing rule, or undefined when the form may be sent. */
export function checkProfile(values: ProfileCompletion): ProfileProblem | undefined {
  const message = validateCompleteProfile({ ...values, mobile: values.phone });
  if (message === null) return undefined;
  if (message !== PROFILE_MISSING_FIELDS) return { message, fields: ['phone'] };
  const order: ProfileField[] = ['phone', 'country', 'state', 'city'];
  return { message, fields: order.filter((field) => values[field].trim() === '') };
}

/** Trimmed values for the update-profile call. */
export function profilePayload(values: ProfileCompletion): ProfileCompletion {
  return {
    phone: values.phone.trim(),
    country: values.country.trim(),
    state: values.state.trim(),
    city: values.city.trim(),
  };
}
