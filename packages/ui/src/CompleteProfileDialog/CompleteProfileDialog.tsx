import { useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Notice } from '../Notice';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { allCountries, indianStatesAndUnionTerritories } from '../locations';
import {
  MOBILE_LENGTH,
  PROFILE_UPDATE_FAILED,
  checkProfile,
  editProfile,
  emptyProfile,
  profilePayload,
  type ProfileCompletion,
  type ProfileField,
} from './completeProfileForm';
import * as styles from './CompleteProfileDialog.css';

const countryOptions = allCountries.map((name) => ({ value: name, label: name }));
const indianStateOptions = indianStatesAndUnionTerritories.map((name) => ({ value: name, label: name }));

export interface CompleteProfileDialogProps {
  open: boolean;
  /** The user pressed Close (the only way out: outside clicks and Escape are ignored). */
  onClose(): void;
  /** Resolves when the profile is saved; a rejection's message is shown in the dialog. */
  onSubmit(values: ProfileCompletion): Promise<void>;
  /** Shown as a notice in the page while the dialog is closed, e.g. PROFILE_INCOMPLETE. */
  closedMessage?: string;
}

/** "Complete Your Profile": mobile number and location, asked for after a first social sign-in. */
export function CompleteProfileDialog({ open, onClose, onSubmit, closedMessage }: CompleteProfileDialogProps) {
  return (
    <>
      {!open && closedMessage ? <Notice tone="warning">{closedMessage}</Notice> : null}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        title="Complete Your Profile"
        size="small"
        dismissible={false}
      >
        <CompleteProfileForm onSubmit={onSubmit} />
      </Dialog>
    </>
  );
}

function CompleteProfileForm({ onSubmit }: Pick<CompleteProfileDialogProps, 'onSubmit'>) {
  const [values, setValues] = useState<ProfileCompletion>(emptyProfile);
  const [invalid, setInvalid] = useState<readonly ProfileField[]>([]);
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const noCountry = values.country === '';
  const india = values.country === 'India';

  const change = (field: ProfileField, value: string) => {
    setValues((current) => editProfile(current, field, value));
    // Editing a field clears its mark; the message stays until the next submit.
    setInvalid((current) => current.filter((name) => name !== field));
  };

  const bind = (field: ProfileField) => ({
    name: field,
    value: values[field],
    'aria-invalid': invalid.includes(field) || undefined,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = checkProfile(values);
    if (problem) {
      setFormError(problem.message);
      setInvalid(problem.fields);
      const first = problem.fields[0];
      if (first) focusField(event.currentTarget, first);
      return;
    }
    setFormError(undefined);
    setInvalid([]);
    setSubmitting(true);
    try {
      await onSubmit(profilePayload(values));
    } catch (failure) {
      setFormError(failure instanceof Error && failure.message ? failure.message : PROFILE_UPDATE_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <TextField
        {...bind('phone')}
        label="Mobile Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_LENGTH}
        hint="10 digits"
        onChange={(event) => change('phone', event.target.value)}
        required
      />
      <Select
        {...bind('country')}
        label="Country"
        options={countryOptions}
        placeholder="Select your country"
        autoComplete="country-name"
        onChange={(event) => change('country', event.target.value)}
        required
      />
      {india ? (
        <Select
          {...bind('state')}
          label="State"
          options={indianStateOptions}
          placeholder="Select your state"
          autoComplete="address-level1"
          onChange={(event) => change('state', event.target.value)}
          required
        />
      ) : (
        <TextField
          {...bind('state')}
          label="State"
          autoComplete="address-level1"
          disabled={noCountry}
          hint={noCountry ? 'Choose a country first' : undefined}
          onChange={(event) => change('state', event.target.value)}
          required
        />
      )}
      <TextField
        {...bind('city')}
        label="City"
        autoComplete="address-level2"
        disabled={noCountry}
        onChange={(event) => change('city', event.target.value)}
        required
      />
      <Button type="submit" size="large" fullWidth loading={submitting} loadingLabel="Saving...">
        Complete Registration
      </Button>
    </form>
  );
}

/** Moves focus to a named control of the form, so the first field to fix is where the reader is. */
function focusField(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
