import {
  registrationFormStart,
  registrationLocationNeeds,
  type RegistrationContext,
  type RegistrationFormValues,
  type RegistrationValues,
} from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import {
  FormFooterLink,
  SocialAlternative,
  editableField,
  lazyResolver,
  usePreloadedCheck,
  sendPayload,
  submitUnless,
  submitValidation,
} from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Notice } from '../../primitives/Notice';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { MobilePincodeFields, NameFields } from '../PersonalFields';
import { LocationFields, registrationLocations as locations } from '../locations';
import * as styles from './RegistrationForm.css';
import { Text } from '../../primitives/Text';

const copy = accountsCopy.registration;

/** Rules 7 and 8 from the one catalogue: a state where the country has states, then a city, chosen or typed. */
const contextOf = (values: RegistrationFormValues, online: boolean): RegistrationContext => ({
  online,
  ...registrationLocationNeeds(values.country),
});

const registrationCheck = lazyResolver(() =>
  import('./registrationResolver').then((module) => module.registrationResolver),
);

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
  // One message at a time, in the spec's order: firstRegistrationProblem inside the schema decides.
  const resolver: Resolver<RegistrationFormValues, unknown, RegistrationValues> = (values, _context, options) =>
    registrationCheck.resolver(values, contextOf(values, online), options);
  const registration = useForm<RegistrationFormValues, unknown, RegistrationValues>({
    resolver,
    defaultValues: registrationFormStart,
    ...submitValidation,
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = registration;
  const field = editableField(registration);
  const [terms, age] = useWatch({ control, name: ['terms', 'age'] });
  const submitHintId = useId();
  usePreloadedCheck(registrationCheck);

  // Spec 01 section 4: only online, with both ticks, and nothing in flight.
  const canSubmit = online && terms && age && !isSubmitting;

  // A failure shows above the button; everything typed stays in place for another try.
  const submit = handleSubmit(sendPayload(setError, onSubmit, copy.failed));

  const onSignInClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle a new tab or window; otherwise the site opens the sign-in dialog.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSignIn();
  };

  // Offline comes first: it explains the disabled button, and any older error is moot until reconnected.
  const formMessage = !online ? copy.offline : errors.root?.server?.message;
  const blockedByTicks = online && !isSubmitting && !(terms && age);

  return (
    <div className={styles.root}>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <form
        className={form.fields}
        noValidate
        onSubmit={submitUnless(!canSubmit, submit)}
        aria-busy={isSubmitting || undefined}
      >
        <NameFields<RegistrationFormValues, unknown, RegistrationValues> form={registration} className={styles.pair} />
        <TextField
          {...field('email')}
          error={errors.email?.message}
          label={copy.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <div className={styles.pair}>
          <PasswordField
            toggleLabels={accountsCopy.passwordField}
            {...field('password')}
            error={errors.password?.message}
            label={copy.password}
            autoComplete="new-password"
            hint={copy.passwordHint}
            required
          />
          <PasswordField
            toggleLabels={accountsCopy.passwordField}
            {...field('confirm_password')}
            error={errors.confirm_password?.message}
            label={copy.confirmPassword}
            autoComplete="new-password"
            required
          />
        </div>
        <MobilePincodeFields<RegistrationFormValues, unknown, RegistrationValues>
          form={registration}
          className={styles.pair}
        />
        <LocationFields<RegistrationFormValues, unknown, RegistrationValues>
          form={registration}
          locations={locations}
          className={styles.triple}
        />
        <div className={styles.ticks}>
          <Controller
            control={control}
            name="terms"
            render={({ field: tick }) => (
              <Checkbox
                name={tick.name}
                checked={tick.value}
                onCheckedChange={tick.onChange}
                label={
                  <>
                    {copy.termsLead} <a href={termsHref}>{copy.terms}</a> {copy.and}{' '}
                    <a href={privacyHref}>{copy.privacy}</a>
                  </>
                }
              />
            )}
          />
          <Controller
            control={control}
            name="age"
            render={({ field: tick }) => (
              <Checkbox
                name={tick.name}
                checked={tick.value}
                onCheckedChange={tick.onChange}
                label={copy.ageConfirmation}
              />
            )}
          />
        </div>
        {formMessage ? <Notice tone={online ? 'error' : 'warning'}>{formMessage}</Notice> : null}
        <div className={styles.submit}>
          <Button
            type="submit"
            size="large"
            fullWidth
            disabled={!canSubmit && !isSubmitting}
            loading={isSubmitting}
            loadingLabel={copy.submitting}
            aria-describedby={blockedByTicks ? submitHintId : undefined}
          >
            {copy.submit}
          </Button>
          {blockedByTicks ? (
            <Text id={submitHintId} size="sm" tone="secondary" align="center">
              {copy.ticksHint}
            </Text>
          ) : null}
        </div>
      </form>
      <SocialAlternative label={accountsCopy.common.or} button={socialButton} />
      <FormFooterLink lead={copy.haveAccount} href={signInHref} onClick={onSignInClick}>
        {copy.signIn}
      </FormFooterLink>
    </div>
  );
}
