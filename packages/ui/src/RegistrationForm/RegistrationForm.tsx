import { useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Notice } from '../Notice';
import { PasswordField } from '../PasswordField';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { citiesOf, locationCatalogue, statesOf } from '../locations';
import {
  REGISTRATION_MESSAGES,
  canSubmitRegistration,
  editRegistration,
  emptyRegistration,
  firstRegistrationProblem,
  registrationPayload,
  type RegistrationDraft,
  type RegistrationTextField,
  type RegistrationValues,
} from './registrationForm';
import * as styles from './RegistrationForm.css';

export const AGE_CONFIRMATION = 'By signing up, I affirm that I am 18 years old or above';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

const countryOptions = locationCatalogue.map((country) => ({ value: country.name, label: country.name }));
const toOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

export interface RegistrationFormProps {
  online: boolean;
  /** Sends the registration; resolves on success (the site stores the e-mail and goes to /verify-email). */
  onSubmit(payload: RegistrationValues): Promise<void>;
  /** "Sign in": the site goes home with the sign-in dialog open. */
  onSignIn(): void;
  /** Where the "Sign in" link points for a new tab or a copied link. */
  signInHref?: string;
  /** The social sign-up button (a SocialSignInButton with text "signup_with"); left out without a client id. */
  socialButton?: ReactNode;
  /** A failure from outside the form, e.g. "Google sign-up failed. Please try again or use email registration." */
  error?: string;
  termsHref?: string;
  privacyHref?: string;
}

/** The /register form: details, location, the two required ticks, and social sign-up. */
export function RegistrationForm({
  online,
  onSubmit,
  onSignIn,
  signInHref = '/',
  socialButton,
  error,
  termsHref = '/terms',
  privacyHref = '/privacy',
}: RegistrationFormProps) {
  const [draft, setDraft] = useState<RegistrationDraft>(emptyRegistration);
  const [fieldError, setFieldError] = useState<{ field: RegistrationTextField; message: string }>();
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const submitHintId = useId();

  const states = statesOf(draft.country);
  const cities = citiesOf(draft.country, draft.state);
  const canSubmit = canSubmitRegistration(draft, online, submitting);

  const change = (field: RegistrationTextField, value: string) => {
    setDraft((current) => editRegistration(current, field, value));
    // The message is about this field's old value; it goes once the field is edited.
    if (fieldError?.field === field) setFieldError(undefined);
  };

  const bind = (field: RegistrationTextField) => ({
    name: field,
    value: draft[field],
    error: fieldError?.field === field ? fieldError.message : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const problem = firstRegistrationProblem(draft, online);
    setFieldError(problem?.field ? { field: problem.field, message: problem.message } : undefined);
    setFormError(problem && !problem.field ? problem.message : undefined);
    if (problem) {
      if (problem.field) focusField(event.currentTarget, problem.field);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(registrationPayload(draft));
    } catch (failure) {
      // Everything typed stays in place so the visitor can simply try again.
      setFormError(failure instanceof Error && failure.message ? failure.message : REGISTRATION_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  const onSignInClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle a new tab or window; otherwise the site opens the sign-in dialog.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSignIn();
  };

  // Offline comes first: it explains the disabled button, and any older error is moot until reconnected.
  const formMessage = !online ? REGISTRATION_MESSAGES.offline : formError;
  const blockedByTicks = online && !submitting && !(draft.terms && draft.age);

  return (
    <div className={styles.root}>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
        <div className={styles.pair}>
          <TextField {...bind('first_name')} label="First Name" autoComplete="given-name" required />
          <TextField {...bind('last_name')} label="Last Name" autoComplete="family-name" required />
        </div>
        <TextField {...bind('email')} label="Email" type="email" inputMode="email" autoComplete="email" required />
        <div className={styles.pair}>
          <PasswordField
            {...bind('password')}
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters"
            required
          />
          <PasswordField {...bind('confirm_password')} label="Confirm Password" autoComplete="new-password" required />
        </div>
        <div className={styles.pair}>
          <TextField
            {...bind('mobile')}
            label="Mobile Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            hint="10 digits"
            required
          />
          <TextField {...bind('pincode')} label="Pincode" autoComplete="postal-code" maxLength={12} required />
        </div>
        <div className={styles.triple}>
          <Select
            {...bind('country')}
            label="Country"
            options={countryOptions}
            placeholder="Select a country"
            autoComplete="country-name"
            required
          />
          <Select
            {...bind('state')}
            label="State / Province"
            options={toOptions(states)}
            placeholder="Select a state"
            autoComplete="address-level1"
            disabled={states.length === 0}
            required
          />
          <Select
            {...bind('city')}
            label="City"
            options={toOptions(cities)}
            placeholder="Select a city"
            autoComplete="address-level2"
            disabled={cities.length === 0}
            required
          />
        </div>
        <div className={styles.ticks}>
          <Checkbox
            name="terms"
            checked={draft.terms}
            onCheckedChange={(terms) => setDraft((current) => ({ ...current, terms }))}
            label={
              <>
                I agree to the <a href={termsHref}>Terms and Conditions</a> and <a href={privacyHref}>Privacy Policy</a>
              </>
            }
          />
          <Checkbox
            name="age"
            checked={draft.age}
            onCheckedChange={(age) => setDraft((current) => ({ ...current, age }))}
            label={AGE_CONFIRMATION}
          />
        </div>
        {formMessage ? <Notice tone={online ? 'error' : 'warning'}>{formMessage}</Notice> : null}
        <div className={styles.submit}>
          <Button
            type="submit"
            size="large"
            fullWidth
            disabled={!canSubmit && !submitting}
            loading={submitting}
            loadingLabel="Creating your account..."
            aria-describedby={blockedByTicks ? submitHintId : undefined}
          >
            Sign Up
          </Button>
          {blockedByTicks ? (
            <p id={submitHintId} className={styles.submitHint}>
              Tick both boxes above to continue.
            </p>
          ) : null}
        </div>
      </form>
      {socialButton ? (
        <>
          <p className={styles.divider}>
            <span>or</span>
          </p>
          <div className={styles.social}>{socialButton}</div>
        </>
      ) : null}
      <p className={styles.signIn}>
        Already have an account?{' '}
        <a className={styles.link} href={signInHref} onClick={onSignInClick}>
          Sign in
        </a>
      </p>
    </div>
  );
}

/** Moves focus to a named control of the form, so the field to fix is where the reader is. */
function focusField(form: HTMLFormElement, name: string) {
  const element = form.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
