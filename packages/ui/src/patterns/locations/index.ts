export {
  allCountries,
  citiesOf,
  indianStatesAndUnionTerritories,
  locationCatalogue,
  statesOf,
  type CatalogueCountryCode,
  type CatalogueCountryName,
  type CountryName,
  type IndianStateOrUnionTerritory,
  type LocationCountry,
  type LocationState,
} from './locations';
export { asOptions, completeProfileLocations, registrationLocations, type FormLocations } from './formLocations';
