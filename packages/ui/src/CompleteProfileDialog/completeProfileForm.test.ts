import { describe, expect, it } from 'vitest';
import {
  PROFILE_INVALID_MOBILE,
  PROFILE_MISSING_FIELDS,
  checkProfile,
  editProfile,
  emptyProfile,
  profilePayload,
  type ProfileCompletion,
} from './completeProfileForm';

const complete: ProfileCompletion = { phone: '9876543210', country: 'India', state: 'Telangana', city: 'Hyderabad' };

describe('editProfile', () => {
  it('keeps digits only and at most 10 of them in the mobile field', () => {
    expect(editProfile(emptyProfile, 'phone', '+91 98765-43210').phone).toBe('9198765432');
    expect(editProfile(emptyProfile, 'phone', 'abc').phone).toBe('');
  });

  it('clears state and city when the country changes', () => {
    expect(editProfile(complete, 'country', 'Japan')).toEqual({ ...complete, country: 'Japan', state: '', city: '' });
  });

  it('keeps state and city when the same country is chosen again', () => {
    expect(editProfile(complete, 'country', 'India')).toBe(complete);
  });

  it('clears the city when the state changes', () => {
    expect(editProfile(complete, 'state', 'Kerala')).toEqual({ ...complete, state: 'Kerala', city: '' });
    expect(editProfile(complete, 'state', 'Telangana')).toBe(complete);
  });

  it('changes only the city when the city is edited', () => {
    expect(editProfile(complete, 'city', 'Secunderabad')).toEqual({ ...complete, city: 'Secunderabad' });
  });
});

describe('checkProfile', () => {
  it('asks for all fields first, naming the empty ones in form order', () => {
    expect(checkProfile(emptyProfile)).toEqual({
      message: PROFILE_MISSING_FIELDS,
      fields: ['phone', 'country', 'state', 'city'],
    });
    // A short number does not matter while another field is empty.
    expect(checkProfile({ ...complete, phone: '98765', city: '  ' })).toEqual({
      message: PROFILE_MISSING_FIELDS,
      fields: ['city'],
    });
  });

  it('then asks for exactly 10 digits', () => {
    expect(checkProfile({ ...complete, phone: '98765' })).toEqual({
      message: PROFILE_INVALID_MOBILE,
      fields: ['phone'],
    });
    expect(checkProfile({ ...complete, phone: '98765432a0' })?.message).toBe(PROFILE_INVALID_MOBILE);
  });

  it('passes a complete form', () => {
    expect(checkProfile(complete)).toBeUndefined();
  });
});

describe('profilePayload', () => {
  it('trims free-text fields', () => {
    expect(profilePayload({ ...complete, country: 'Japan', state: ' Tokyo ', city: ' Shibuya' })).toEqual({
      phone: '9876543210',
      country: 'Japan',
      state: 'Tokyo',
      city: 'Shibuya',
    });
  });
});
