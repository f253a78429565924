import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema, type SignInFormValues, type SignInRequest } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import {
  FormFooterLink,
  SocialAlternative,
  editableField,
  formMessage,
  oneMessageFor,
  sendPayload,
  submitUnless,
  submitValidation,
} from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Notice } from '../../primitives/Notice';
import { OfflineNotice } from '../../primitives/OfflineNotice';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import * as styles from './SignInDialog.css';

const copy = accountsCopy.signIn;

/** What the dialog hands on: the e-mail trimmed, the password as typed. */
export type SignInCredentials = SignInRequest;

export interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  online: boolean;
  /** Resolves on success (the site closes the dialog or opens Complete Profile); a rejection's message is shown. */
  onSubmit(credentials: SignInCredentials): Promise<void>;
  onForgotPassword(): void;
  /** The social sign-in button (e.g. a SocialSignInButton); leave out when no client id is known. */
  socialButton?: ReactNode;
  /**
   * Why the dialog opened by itself, such as "Please login to access your bookings": shown as
   * information above the form until something goes wrong.
   */
  message?: string;
  /** A failure reported from outside the form, such as "Google login failed: {reason}". */
  error?: string;
  /** Where "Register now" leads. */
  registerHref?: string;
}

/** The "Welcome Back" dialog: e-mail and password sign-in, social sign-in and a way to register. */
export function SignInDialog({ open, onOpenChange, online, ...formProps }: SignInDialogProps) {
  return (
    <Dialog closeLabel={shellCopy.close} open={open} onOpenChange={onOpenChange} title={copy.title} size="small">
      {online ? (
        // Mounted only while the dialog is open, so closing it forgets what was typed and any error.
        <SignInForm {...formProps} />
      ) : (
        <OfflineNotice title={shellCopy.offline.title} message={copy.offline} />
      )}
    </Dialog>
  );
}

type SignInFormProps = Omit<SignInDialogProps, 'open' | 'onOpenChange' | 'online'>;

function SignInForm({
  onSubmit,
  onForgotPassword,
  socialButton,
  message,
  error,
  registerHref = '/register',
}: SignInFormProps) {
  const signInForm = useForm<SignInFormValues, unknown, SignInCredentials>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
    ...submitValidation,
  });
  const {
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = signInForm;
  const field = editableField(signInForm);

  // A new failure from outside (social sign-in) replaces an older one of the form's own.
  useEffect(() => {
    if (error) clearErrors('root');
  }, [error, clearErrors]);

  const submit = handleSubmit(
    sendPayload(setError, onSubmit, copy.failed),
    // "Please fill in all fields." stays until the next press, whichever field is filled meanwhile.
    oneMessageFor(setError, ['email', 'password']),
  );

  // The newest failure wins: this form's own, else one from outside (social sign-in); the reason the
  // dialog opened shows only while nothing has gone wrong.
  const shownError = formMessage(errors) ?? error;

  return (
    <div className={form.stack}>
      {shownError ? (
        <Notice tone="error">{shownError}</Notice>
      ) : message ? (
        <Notice tone="info">{message}</Notice>
      ) : null}
      <form
        className={form.fields}
        noValidate
        onSubmit={submitUnless(isSubmitting, submit)}
        aria-busy={isSubmitting || undefined}
      >
        <TextField
          {...field('email')}
          label={copy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          required
        />
        <div className={styles.passwordBlock}>
          <PasswordField
            toggleLabels={accountsCopy.passwordField}
            {...field('password')}
            label={copy.password}
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            required
          />
          <div className={styles.forgot}>
            <Button variant="ghost" size="small" onClick={onForgotPassword}>
              {copy.forgotPassword}
            </Button>
          </div>
        </div>
        <Button type="submit" size="large" fullWidth loading={isSubmitting} loadingLabel={copy.submitting}>
          {copy.submit}
        </Button>
      </form>
      <SocialAlternative label={accountsCopy.common.or} button={socialButton} />
      <FormFooterLink lead={copy.noAccount} href={registerHref}>
        {copy.register}
      </FormFooterLink>
    </div>
  );
}
