import type { ProfileRequest, User } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { lazyResolver, usePreloadedCheck, sendPayload, submitValidation } from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Inline } from '../../primitives/Inline';
import { Notice } from '../../primitives/Notice';
import { MobilePincodeFields, NameFields } from '../PersonalFields';
import { LocationFields, registrationLocations as locations } from '../locations';
import * as styles from '../RegistrationForm/RegistrationForm.css';

const profileCheck = lazyResolver(() => import('./profileResolver').then((module) => module.profileResolver));

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
    resolver: profileCheck.resolver,
    defaultValues: profileFormValues(user),
    ...submitValidation,
  });
  const {
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = profile;
  // Opened by the Edit button, which it replaces: focus goes to the first field, not to the page's start.
  useEffect(() => setFocus('first_name'), [setFocus]);
  usePreloadedCheck(profileCheck);
  // A country saved from Complete Your Profile's wider list stays choosable.
  const countries =
    user.country && !locations.countries.includes(user.country)
      ? [...locations.countries, user.country]
      : locations.countries;
  const submit = handleSubmit(sendPayload(setError, onSave, accountsCopy.profile.edit.failed));

  return (
    <form
      className={form.fields}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isSubmitting || undefined}
      aria-label={accountsCopy.profile.edit.heading}
    >
      <NameFields form={profile} className={styles.pair} />
      <MobilePincodeFields form={profile} className={styles.pair} />
      <LocationFields form={profile} locations={locations} countries={countries} className={styles.triple} />
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
