import { describe, expect, it } from 'vitest';
import { indianStatesAndUnionTerritories } from '@sukoon/contracts';
import { asOptions, completeProfileLocations, registrationLocations } from './formLocations';

describe('both forms read one location catalogue', () => {
  it('registration offers the ten countries and, for India, all 36 states and union territories', () => {
    expect(registrationLocations.countries).toHaveLength(10);
    expect(registrationLocations.statesOf('India')).toEqual(indianStatesAndUnionTerritories);
    expect(registrationLocations.citiesOf('India', 'Telangana')).toContain('Hyderabad');
    expect(registrationLocations.cityInput('India', 'Kerala')).toBe('choose');
    expect(registrationLocations.cityInput('India', 'Goa')).toBe('type');
    expect(registrationLocations.cityInput('India', '')).toBe('none');
  });

  it('Complete Your Profile offers every country and, for India, the same 36', () => {
    expect(completeProfileLocations.countries).toHaveLength(195);
    expect(completeProfileLocations.statesOf('India')).toEqual(registrationLocations.statesOf('India'));
    expect(completeProfileLocations.statesOf('Japan')).toEqual([]);
    expect(completeProfileLocations.cityInput('Japan', 'Tokyo')).toBe('type');
  });

  it('turns names into select options', () => {
    expect(asOptions(['Goa'])).toEqual([{ value: 'Goa', label: 'Goa' }]);
  });
});
