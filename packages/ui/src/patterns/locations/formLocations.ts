// Where each account form takes its location choices (spec 01 section 3), side by side so the two
// cannot drift apart unnoticed. Registration offers the 10-country catalogue's states and cities
// (India: 8 states); Complete Your Profile offers every country and, for India, all 36 states and
// union territories (free text elsewhere). Issue 12 gives registration the 36 as well: that is the
// one `statesOf` line of registrationLocations.
import { allCountries, citiesOf, indianStatesAndUnionTerritories, locationCatalogue, statesOf } from './locations';

export interface FormLocations {
  countries: readonly string[];
  /** The states to choose from; empty when the form has none to offer for this country. */
  statesOf(country: string): readonly string[];
  /** The cities to choose from; empty when the form has none to offer for this state. */
  citiesOf(country: string, state: string): readonly string[];
}

const indiasStates = (country: string): readonly string[] =>
  country === 'India' ? indianStatesAndUnionTerritories : [];

export const registrationLocations: FormLocations = {
  countries: locationCatalogue.map((country) => country.name),
  statesOf,
  citiesOf,
};

export const completeProfileLocations: FormLocations = {
  countries: allCountries,
  statesOf: indiasStates,
  // The city is typed, never chosen.
  citiesOf: () => [],
};

/** Names as a Select's options, each its own value. */
export const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
