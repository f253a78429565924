import { zodResolver } from '@hookform/resolvers/zod';
import {
  MOBILE_LENGTH,
  completeProfileFormSchema,
  type CompleteProfileFormValues,
  type CompleteProfileRequest,
} from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import {
  editableField,
  formMessage,
  locationCascade,
  oneMessageFor,
  sendPayload,
  submitUnless,
  submitValidation,
} from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Notice } from '../../primitives/Notice';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { asOptions, completeProfileLocations as locations } from '../locations';

const copy = accountsCopy.completeProfile;
const countryOptions = asOptions(locations.countries);
const fieldOrder = ['phone', 'country', 'state', 'city'] as const;

/** What the dialog hands on: the update-profile call's body (the mobile number as `phone`), trimmed. */
export type ProfileCompletion = CompleteProfileRequest;

export interface CompleteProfileDialogProps {
  open: boolean;
  /** The user pressed Close (the only way out: outside clicks and Escape are ignored). */
  onClose(): void;
  /** Resolves when the profile is saved; a rejection's message is shown in the dialog. */
  onSubmit(values: ProfileCompletion): Promise<void>;
}

/** "Complete Your Profile": mobile number and location, asked for after a first social sign-in. */
export function CompleteProfileDialog({ open, onClose, onSubmit }: CompleteProfileDialogProps) {
  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={copy.title}
      size="small"
      dismissible={false}
    >
      <CompleteProfileForm onSubmit={onSubmit} />
    </Dialog>
  );
}

function CompleteProfileForm({ onSubmit }: Pick<CompleteProfileDialogProps, 'onSubmit'>) {
  const profile = useForm<CompleteProfileFormValues, unknown, ProfileCompletion>({
    resolver: zodResolver(completeProfileFormSchema),
    defaultValues: { phone: '', country: '', state: '', city: '' },
    ...submitValidation,
  });
  const { setError, setValue } = profile;
  const { errors, isSubmitting } = profile.formState;
  // A new country clears state and city, a new state the city (spec 01 section 4).
  const cascade = locationCascade(setValue);
  const field = editableField(profile);
  const country = useWatch({ control: profile.control, name: 'country' });
  const noCountry = country === '';
  // A list of states where the form has one (India); free text elsewhere.
  const stateChoices = locations.statesOf(country);

  const submit = profile.handleSubmit(
    sendPayload(setError, onSubmit, copy.failed),
    // One message for the form, kept until the next press; the fields at fault are marked.
    oneMessageFor(setError, fieldOrder),
  );

  const formError = formMessage(errors);
  const marked = (name: (typeof fieldOrder)[number]) => (errors[name] ? true : undefined);

  return (
    <form
      className={form.fields}
      noValidate
      onSubmit={submitUnless(isSubmitting, submit)}
      aria-busy={isSubmitting || undefined}
    >
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {/* A text input: the HTML standard allows tel-national (the ten digits without +91) on no type="tel" input. */}
      <TextField
        {...field('phone', { digits: MOBILE_LENGTH })}
        aria-invalid={marked('phone')}
        label={copy.mobile}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_LENGTH}
        hint={copy.mobileHint}
        required
      />
      <Select
        {...field('country', cascade.country)}
        aria-invalid={marked('country')}
        label={copy.country}
        options={countryOptions}
        placeholder={copy.countryPlaceholder}
        autoComplete="country-name"
        required
      />
      {stateChoices.length > 0 ? (
        <Select
          {...field('state', cascade.state)}
          aria-invalid={marked('state')}
          label={copy.state}
          options={asOptions(stateChoices)}
          placeholder={copy.statePlaceholder}
          autoComplete="address-level1"
          required
        />
      ) : (
        <TextField
          {...field('state', cascade.state)}
          aria-invalid={marked('state')}
          label={copy.state}
          autoComplete="address-level1"
          disabled={noCountry}
          hint={noCountry ? copy.chooseCountryFirst : undefined}
          required
        />
      )}
      <TextField
        {...field('city')}
        aria-invalid={marked('city')}
        label={copy.city}
        autoComplete="address-level2"
        disabled={noCountry}
        required
      />
      <Button type="submit" size="large" fullWidth loading={isSubmitting} loadingLabel={copy.submitting}>
        {copy.submit}
      </Button>
    </form>
  );
}
