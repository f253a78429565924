import { describe, expect, it } from 'vitest';
import {
  allCountries,
  cityInput,
  citiesOf,
  indianStatesAndUnionTerritories,
  locationCatalogue,
  registrationLocationNeeds,
  registrationLocationProblem,
  statesOf,
} from './locations';
import { firstRegistrationProblem, registrationRuleOrder } from './validation';
import { sampleRegistration } from '../schemas/accounts.fixtures';

describe('the one location catalogue', () => {
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

  it('gives India all 36 states and union territories, by their current names', () => {
    expect(statesOf('India')).toHaveLength(36);
    expect(statesOf('India')).toEqual(indianStatesAndUnionTerritories);
    expect(new Set(indianStatesAndUnionTerritories).size).toBe(36);
    for (const name of [
      'Kerala',
      'Goa',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Jammu and Kashmir',
      'Ladakh',
      'Puducherry',
      'Delhi',
      'Lakshadweep',
      'Andaman and Nicobar Islands',
    ])
      expect(statesOf('India'), name).toContain(name);
    for (const old of ['Orissa', 'Pondicherry', 'Daman and Diu', 'Dadra and Nagar Haveli', 'Uttaranchal'])
      expect(statesOf('India'), old).not.toContain(old);
  });

  it('gives every country a handful of distinct states', () => {
    for (const country of locationCatalogue) {
      expect(country.states.length, country.name).toBeGreaterThanOrEqual(3);
      expect(new Set(country.states.map((state) => state.name)).size, country.name).toBe(country.states.length);
    }
  });

  it('lists 10 distinct, trimmed cities for every state that has a list; outside India every state has one', () => {
    for (const country of locationCatalogue) {
      for (const state of country.states) {
        const label = `${country.name} / ${state.name}`;
        if (country.code !== 'IN') expect(state.cities, label).toHaveLength(10);
        if (state.cities.length === 0) continue;
        expect(state.cities, label).toHaveLength(10);
        expect(new Set(state.cities).size, label).toBe(10);
        for (const city of state.cities) expect(city.trim(), label).toBe(city);
      }
    }
    // The spec's eight Indian states keep their lists.
    const listed = statesOf('India').filter((state) => citiesOf('India', state).length > 0);
    expect(listed).toEqual(
      expect.arrayContaining([
        'Maharashtra',
        'Karnataka',
        'Tamil Nadu',
        'Telangana',
        'Kerala',
        'Gujarat',
        'West Bengal',
        'Uttar Pradesh',
      ]),
    );
    expect(listed).toHaveLength(8);
  });

  it('looks states and cities up by name', () => {
    expect(citiesOf('India', 'Telangana')).toContain('Hyderabad');
    expect(citiesOf('India', 'Kerala')).toContain('Kochi');
    expect(citiesOf('United Kingdom', 'Scotland')[0]).toBe('Edinburgh');
    expect(citiesOf('India', 'Ladakh')).toEqual([]);
  });

  it('answers empty lists for unknown countries and states, and a code is not a name', () => {
    expect(statesOf('Atlantis')).toEqual([]);
    expect(statesOf('IN')).toEqual([]);
    expect(citiesOf('India', 'Texas')).toEqual([]);
    expect(citiesOf('Atlantis', 'Texas')).toEqual([]);
  });

  it('has the city chosen from a list, typed where a state has none, and not asked before a state', () => {
    expect(cityInput('India', 'Kerala')).toBe('choose');
    expect(cityInput('India', 'Goa')).toBe('type');
    expect(cityInput('India', 'Ladakh')).toBe('type');
    expect(cityInput('India', '')).toBe('none');
    expect(cityInput('', '')).toBe('none');
    expect(cityInput('Nepal', 'Bagmati')).toBe('none');
  });
});

describe('Complete Your Profile countries', () => {
  it('holds about 195 distinct countries in alphabetical order', () => {
    expect(allCountries).toHaveLength(195);
    expect(new Set(allCountries).size).toBe(195);
    const sorted = [...allCountries].sort((a, b) => a.localeCompare(b, 'en'));
    expect([...allCountries]).toEqual(sorted);
  });

  it('names the catalogue countries the same way', () => {
    for (const country of locationCatalogue) expect(allCountries).toContain(country.name);
  });
});

describe('registration locations (rules 7 and 8)', () => {
  const register = (change: Partial<typeof sampleRegistration>) => {
    const values = { ...sampleRegistration, ...change };
    return firstRegistrationProblem(values, { online: true, ...registrationLocationNeeds(values.country) });
  };

  it('lets a person from Kerala register, with a city from its list', () => {
    expect(register({ state: 'Kerala', city: 'Kochi', pincode: '682001' })).toBeNull();
    expect(registrationLocationProblem({ country: 'India', state: 'Kerala', city: 'Kochi' })).toBeNull();
  });

  it('lets a person from a state without a list register with a typed city, and still asks for one', () => {
    for (const state of ['Goa', 'Ladakh', 'Dadra and Nagar Haveli and Daman and Diu', 'Puducherry']) {
      expect(register({ state, city: 'Somewhere' }), state).toBeNull();
      expect(registrationLocationProblem({ country: 'India', state, city: ' Somewhere ' }), state).toBeNull();
      expect(register({ state, city: '  ' })?.message, state).toBe('Please select a city');
      expect(registrationLocationProblem({ country: 'India', state, city: '' }), state).toBe('city');
    }
  });

  it('keeps the order and texts of the rules: country, then state, then city, then pincode', () => {
    expect(registrationRuleOrder.slice(5, 9)).toEqual(['country', 'state', 'city', 'pincode']);
    expect(register({ country: '', state: '', city: '', pincode: '' })).toMatchObject({
      rule: 'country',
      message: 'Please select a country',
      field: 'country',
    });
    expect(register({ state: '', city: '', pincode: '' })).toMatchObject({
      message: 'Please select a state/province',
      field: 'state',
    });
    expect(register({ state: 'Goa', city: '', pincode: '' })).toMatchObject({
      message: 'Please select a city',
      field: 'city',
    });
    expect(register({ state: 'Goa', city: 'Panaji', pincode: '' })).toMatchObject({ field: 'pincode' });
  });

  it('asks no state or city of a country the catalogue does not know', () => {
    expect(registrationLocationNeeds('Nepal')).toEqual({ countryHasStates: false, needsCity: false });
    expect(register({ country: 'Nepal', state: '', city: '' })).toBeNull();
    expect(registrationLocationProblem({ country: 'Nepal', state: '', city: '' })).toBeNull();
  });

  it('on the server, refuses a state outside the country and a city outside a state’s list', () => {
    expect(registrationLocationProblem({ country: 'India', state: 'Texas', city: 'Houston' })).toBe('state');
    expect(registrationLocationProblem({ country: 'India', state: '', city: '' })).toBe('state');
    expect(registrationLocationProblem({ country: 'India', state: 'Telangana', city: 'Houston' })).toBe('city');
    expect(registrationLocationProblem({ country: 'India', state: ' Telangana ', city: ' Hyderabad ' })).toBeNull();
  });
});
