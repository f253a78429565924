import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { editableField, locationCascade } from '../../primitives/FormLayout';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { asOptions, type FormLocations } from './formLocations';

const copy = accountsCopy.registration;

type LocationValues = { country: string; state: string; city: string };

export interface LocationFieldsProps<T extends FieldValues, Context = unknown, Output = T> {
  /** A form whose values hold country, state and city. */
  form: UseFormReturn<T, Context, Output>;
  locations: FormLocations;
  /** Extra countries to offer (e.g. one saved from a wider list). */
  countries?: readonly string[];
  className?: string;
}

/**
 * Country, state and city as registration asks for them: a new country clears state and city, a new state the city
 * (spec 01 section 4); a state without a list of cities gets a typed city rather than an empty dropdown.
 */
export function LocationFields<T extends FieldValues, Context = unknown, Output = T>({
  form,
  locations,
  countries,
  className,
}: LocationFieldsProps<T, Context, Output>) {
  // Only the three location fields are touched here, whatever else the form holds.
  const location = form as unknown as UseFormReturn<LocationValues>;
  const field = editableField(location);
  const cascade = locationCascade(location.setValue);
  const errors = location.formState.errors;
  const [country = '', state = ''] = useWatch({ control: location.control, name: ['country', 'state'] });
  const states = locations.statesOf(country);
  const cities = locations.citiesOf(country, state);
  // A country with no states to choose (one saved from a wider list) takes a typed city too.
  const typedCity = locations.cityInput(country, state) === 'type' || (country !== '' && states.length === 0);
  return (
    <div className={className}>
      <Select
        {...field('country', cascade.country)}
        error={errors.country?.message}
        label={copy.country}
        options={asOptions(countries ?? locations.countries)}
        placeholder={copy.countryPlaceholder}
        autoComplete="country-name"
        required
      />
      <Select
        {...field('state', cascade.state)}
        error={errors.state?.message}
        label={copy.state}
        options={asOptions(states)}
        placeholder={copy.statePlaceholder}
        autoComplete="address-level1"
        disabled={states.length === 0}
        required
      />
      {typedCity ? (
        <TextField
          {...field('city')}
          error={errors.city?.message}
          label={copy.city}
          autoComplete="address-level2"
          maxLength={100}
          required
        />
      ) : (
        <Select
          {...field('city')}
          error={errors.city?.message}
          label={copy.city}
          options={asOptions(cities)}
          placeholder={copy.cityPlaceholder}
          autoComplete="address-level2"
          disabled={cities.length === 0}
          required
        />
      )}
    </div>
  );
}
