import { describe, expect, it } from 'vitest';
import { allCountries, citiesOf, indianStatesAndUnionTerritories, locationCatalogue, statesOf } from './locations';
import { asOptions, completeProfileLocations, registrationLocations } from './formLocations';

describe('location catalogue', () => {
  it('holds the ten countries of the spec, with codes', () => {
    expect(locationCatalogue.map((country) => country.code)).toEqual([
      'US',
      'CA',
      'GB',
      'AU',
      'IN',
      'DE',
      'FR',
      'IT',
      'ES',
      'JP',
    ]);
  });

  it('gives India 8 states and every country a handful', () => {
    expect(statesOf('India')).toHaveLength(8);
    for (const country of locationCatalogue) {
      expect(country.states.length, country.name).toBeGreaterThanOrEqual(3);
      expect(new Set(country.states.map((state) => state.name)).size, country.name).toBe(country.states.length);
    }
  });

  it('lists 10 distinct, non-empty cities for every state', () => {
    for (const country of locationCatalogue) {
      for (const state of country.states) {
        const label = `${country.name} / ${state.name}`;
        expect(state.cities, label).toHaveLength(10);
        expect(new Set(state.cities).size, label).toBe(10);
        for (const city of state.cities) expect(city.trim(), label).toBe(city);
      }
    }
  });

  it('looks states and cities up by name', () => {
    expect(statesOf('India')).toContain('Telangana');
    expect(citiesOf('India', 'Telangana')).toContain('Hyderabad');
    expect(citiesOf('India', 'Telangana')).toContain('Secunderabad');
    expect(citiesOf('United Kingdom', 'Scotland')[0]).toBe('Edinburgh');
  });

  it('answers empty lists for unknown countries and states, and by code is not a name', () => {
    expect(statesOf('Atlantis')).toEqual([]);
    expect(statesOf('IN')).toEqual([]);
    expect(citiesOf('India', 'Texas')).toEqual([]);
    expect(citiesOf('Atlantis', 'Texas')).toEqual([]);
  });
});

describe('Complete Your Profile lists', () => {
  it('holds about 195 distinct countries in alphabetical order', () => {
    expect(allCountries).toHaveLength(195);
    expect(new Set(allCountries).size).toBe(195);
    const sorted = [...allCountries].sort((a, b) => a.localeCompare(b, 'en'));
    expect([...allCountries]).toEqual(sorted);
  });

  it('names the catalogue countries the same way', () => {
    for (const country of locationCatalogue) expect(allCountries).toContain(country.name);
  });

  it('holds India’s 36 states and union territories, including every catalogue state of India', () => {
    expect(indianStatesAndUnionTerritories).toHaveLength(36);
    expect(new Set(indianStatesAndUnionTerritories).size).toBe(36);
    for (const state of statesOf('India')) expect(indianStatesAndUnionTerritories).toContain(state);
    for (const territory of ['Delhi', 'Ladakh', 'Puducherry', 'Lakshadweep']) {
      expect(indianStatesAndUnionTerritories).toContain(territory);
    }
  });
});

describe('the forms read their choices from one place', () => {
  it('registration offers the catalogue (India: 8 states, each with cities)', () => {
    expect(registrationLocations.countries).toHaveLength(10);
    expect(registrationLocations.statesOf('India')).toHaveLength(8);
    expect(registrationLocations.citiesOf('India', 'Telangana')).toContain('Hyderabad');
  });

  it('Complete Your Profile offers every country and, for India, the 36 states and union territories', () => {
    expect(completeProfileLocations.countries).toBe(allCountries);
    expect(completeProfileLocations.statesOf('India')).toHaveLength(36);
    expect(completeProfileLocations.statesOf('Japan')).toEqual([]);
  });

  it('turns names into select options', () => {
    expect(asOptions(['Goa'])).toEqual([{ value: 'Goa', label: 'Goa' }]);
  });
});
