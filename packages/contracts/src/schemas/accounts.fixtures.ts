// Sample values for the account tests (contracts, ui, site), so each does not write its own.
import type { RegistrationValues } from '../rules/validation';

/** A complete, valid registration: every rule of A5 passes. */
export const sampleRegistration: RegistrationValues = {
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
