import { zodResolver } from '@hookform/resolvers/zod';
import { MOBILE_LENGTH, profileRequestSchema, type ProfileRequest, type User } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { editableField, locationCascade, sendPayload, submitValidation } from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Inline } from '../../primitives/Inline';
import { Notice } from '../../primitives/Notice';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { asOptions, registrationLocations as locations } from '../locations';
import * as styles from '../RegistrationForm/RegistrationForm.css';

// Registration's labels and messages: the same fields with the same rules (the server's own schema below).
const copy = accountsCopy.registration;

/** The form's starting values: the user as stored, blanks for what they never gave. */
export function profileFormValues(user: Partial<User>): ProfileRequest {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    mobile: user.mobile ?? '',
    country: user.country ?? '',
    state: user.state ?? '',
    city: user.city ?? '',
    pincode: user.pincode ?? '',
  };
}

export interface ProfileEditFormProps {
  user: Partial<User>;
  /** Saves; resolve when saved, reject with an Error whose message is shown (everything typed stays). */
  onSave(values: ProfileRequest): Promise<void>;
  onCancel(): void;
}

/** My Profile's Edit: registration's fields (without e-mail and password), checked by the call's own schema. */
export function ProfileEditForm({ user, onSave, onCancel }: ProfileEditFormProps) {
  const profile = useForm<ProfileRequest>({
    resolver: zodResolver(profileRequestSchema),
    defaultValues: profileFormValues(user),
    ...submitValidation,
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = profile;
  const field = editableField(profile);
  const cascade = locationCascade(setValue);
  const [country, state] = useWatch({ control, name: ['country', 'state'] });
  // A country saved from Complete Your Profile's wider list stays choosable.
  const countries =
    user.country && !locations.countries.includes(user.country)
      ? [...locations.countries, user.country]
      : locations.countries;
  const states = locations.statesOf(country ?? '');
  const cities = locations.citiesOf(country ?? '', state ?? '');
  const typedCity =
    locations.cityInput(country ?? '', state ?? '') === 'type' || (Boolean(country) && states.length === 0);
  const submit = handleSubmit(sendPayload(setError, onSave, accountsCopy.profile.edit.failed));

  return (
    <form
      className={form.fields}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isSubmitting || undefined}
      aria-label={accountsCopy.profile.edit.heading}
    >
      <div className={styles.pair}>
        <TextField
          {...field('first_name')}
          error={errors.first_name?.message}
          label={copy.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          {...field('last_name')}
          error={errors.last_name?.message}
          label={copy.lastName}
          autoComplete="family-name"
          required
        />
      </div>
      <div className={styles.pair}>
        <TextField
          {...field('mobile', { digits: MOBILE_LENGTH })}
          error={errors.mobile?.message}
          label={copy.mobile}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_LENGTH}
          hint={copy.mobileHint}
          required
        />
        <TextField
          {...field('pincode')}
          error={errors.pincode?.message}
          label={copy.pincode}
          autoComplete="postal-code"
          maxLength={12}
          required
        />
      </div>
      <div className={styles.triple}>
        <Select
          {...field('country', cascade.country)}
          error={errors.country?.message}
          label={copy.country}
          options={asOptions(countries)}
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
      {errors.root?.server?.message ? <Notice tone="error">{errors.root.server.message}</Notice> : null}
      <Inline space="3" align="right">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {accountsCopy.profile.edit.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel={accountsCopy.profile.edit.saving}>
          {accountsCopy.profile.edit.save}
        </Button>
      </Inline>
    </form>
  );
}
