// Where each account form takes its location choices: both from the one catalogue in the contracts
// (packages/contracts/src/rules/locations.ts), which the server checks registrations with too.
// Registration offers the catalogue's ten countries (India: all 36 states and union territories)
// with a city list where a state has one and a typed city where it has none; Complete Your Profile
// offers every country, the same 36 for India, and free text elsewhere.
import { allCountries, cityInput, citiesOf, locationCatalogue, statesOf } from '@sukoon/contracts';

export interface FormLocations {
  countries: readonly string[];
  /** The states to choose from; empty when the form has none to offer for this country. */
  statesOf(country: string): readonly string[];
  /** The cities to choose from; empty when the form has none to offer for this state. */
  citiesOf(country: string, state: string): readonly string[];
  /** How the city is asked for: from the list, typed, or not until a state is chosen. */
  cityInput(country: string, state: string): 'choose' | 'type' | 'none';
}

export const registrationLocations: FormLocations = {
  countries: locationCatalogue.map((country) => country.name),
  statesOf,
  citiesOf,
  cityInput,
};

export const completeProfileLocations: FormLocations = {
  countries: allCountries,
  // The spec: a dropdown for India, free text elsewhere.
  statesOf: (country) => (country === 'India' ? statesOf('India') : []),
  // The city is typed, never chosen.
  citiesOf: () => [],
  cityInput: (country) => (country === '' ? 'none' : 'type'),
};

/** Names as a Select's options, each its own value. */
export const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
