import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Notice } from '../Notice';
import { PasswordField } from '../PasswordField';
import * as styles from './ChangePasswordDialog.css';
import { changePasswordSchema, changePasswordText, type ChangePasswordInput } from './changePasswordSchema';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Changes the password. Resolve (optionally with the server's success text, shown instead of the
   * default) or reject with an Error whose message is shown ("Failed to change password" or the server's).
   */
  onSubmit(values: ChangePasswordInput): Promise<string | void>;
}

/** My Profile's Change Password modal. Every opening starts with an empty form. */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  // A new form per opening (adjusting state while rendering, as React recommends over an effect):
  // fields, errors and messages never carry over from the last time.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((count) => count + 1);
  }
  return <ChangePasswordForm key={session} {...props} />;
}

type Result = { tone: 'success' | 'error'; text: string };

function ChangePasswordForm({ open, onOpenChange, onSubmit }: ChangePasswordDialogProps) {
  const formId = useId();
  const [result, setResult] = useState<Result | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
    // Invalid fields are focused in order: the first error gets focus.
    shouldFocusError: true,
  });

  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const text = await onSubmit(values);
      // The passwords are not kept once they have been sent.
      reset();
      setResult({ tone: 'success', text: text || changePasswordText.success });
    } catch (error) {
      setResult({
        tone: 'error',
        text: error instanceof Error && error.message ? error.message : changePasswordText.failed,
      });
    }
  });

  const succeeded = result?.tone === 'success';
  const closeId = useId();
  // The form that held focus is gone: focus goes to the one action left. After the commit, so it
  // lands after the dialog's own focus trap has reacted to the removed button.
  useEffect(() => {
    if (succeeded) document.getElementById(closeId)?.focus();
  }, [succeeded, closeId]);

  const footer = succeeded ? (
    <Button id={closeId} onClick={() => onOpenChange(false)}>
      Close
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={isSubmitting} loadingLabel="Changing password...">
        Change Password
      </Button>
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description={succeeded ? undefined : 'Enter your current password, then choose a new one.'}
      size="small"
      footer={footer}
    >
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      {succeeded ? null : (
        <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
        </form>
      )}
    </Dialog>
  );
}
