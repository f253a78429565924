import { SIGN_IN_MESSAGES, validateSignIn } from '@sukoon/contracts';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Notice } from '../Notice';
import { OfflineNotice } from '../OfflineNotice';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import * as styles from './SignInDialog.css';

// Exact texts of spec 01 sections 5 and 8, shared with the site through @sukoon/contracts.
export const SIGN_IN_MISSING_FIELDS = SIGN_IN_MESSAGES.missing;
export const SIGN_IN_OFFLINE = SIGN_IN_MESSAGES.offline;
export const SIGN_IN_FAILED = SIGN_IN_MESSAGES.failed;

export interface SignInCredentials {
  email: string;
  password: string;
}

export interface SignInDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  online: boolean;
  /** Resolves on success (the site closes the dialog or opens Complete Profile); a rejection's message is shown. */
  onSubmit(credentials: SignInCredentials): Promise<void>;
  onForgotPassword(): void;
  /** The social sign-in button (e.g. a SocialSignInButton); leave out when no client id is known. */
  socialButton?: ReactNode;
  /** A failure reported from outside the form, such as "Google login failed: {reason}". */
  error?: string;
  /** Where "Register now" leads. */
  registerHref?: string;
}

/** The "Welcome Back" dialog: e-mail and password sign-in, social sign-in and a way to register. */
export function SignInDialog({ open, onOpenChange, online, ...formProps }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Welcome Back" size="small">
      {online ? (
        // Mounted only while the dialog is open, so closing it forgets what was typed and any error.
        <SignInForm {...formProps} />
      ) : (
        <OfflineNotice message={SIGN_IN_OFFLINE} />
      )}
    </Dialog>
  );
}

type SignInFormProps = Omit<SignInDialogProps, 'open' | 'onOpenChange' | 'online'>;

function SignInForm({ onSubmit, onForgotPassword, socialButton, error, registerHref = '/register' }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [missing, setMissing] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // A new outside error (social sign-in) replaces an older form error rather than stacking under it.
  const [seenError, setSeenError] = useState(error);
  if (error !== seenError) {
    setSeenError(error);
    if (error) setFormError(undefined);
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // The form is only shown online, so the only rule left to fail here is "both fields".
    const problem = validateSignIn({ email, password }, { online: true });
    if (problem) {
      setMissing(true);
      setFormError(problem);
      (email.trim() ? passwordRef : emailRef).current?.focus();
      return;
    }
    setMissing(false);
    setFormError(undefined);
    setSubmitting(true);
    try {
      await onSubmit({ email: email.trim(), password });
    } catch (failure) {
      setFormError(failure instanceof Error && failure.message ? failure.message : SIGN_IN_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  const shownError = formError ?? error;

  return (
    <div className={styles.stack}>
      {shownError ? <Notice tone="error">{shownError}</Notice> : null}
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={(missing && !email.trim()) || undefined}
          required
        />
        <div className={styles.passwordBlock}>
          <PasswordField
            ref={passwordRef}
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={(missing && !password) || undefined}
            required
          />
          <div className={styles.forgot}>
            <Button variant="ghost" size="small" onClick={onForgotPassword}>
              Forgot password?
            </Button>
          </div>
        </div>
        <Button type="submit" size="large" fullWidth loading={submitting} loadingLabel="Signing in...">
          Sign in
        </Button>
      </form>
      {socialButton ? (
        <>
          <p className={styles.divider}>
            <span>or</span>
          </p>
          <div className={styles.social}>{socialButton}</div>
        </>
      ) : null}
      <p className={styles.register}>
        Don&apos;t have an account?{' '}
        <a className={styles.link} href={registerHref}>
          Register now
        </a>
      </p>
    </div>
  );
}
