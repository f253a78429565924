import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '../DialogActions';
import { Dialog, useOpeningCount } from '../../primitives/Dialog';
import { AccountUsername, editableField, failureText, submitValidation } from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Notice } from '../../primitives/Notice';
import { PasswordField } from '../../primitives/PasswordField';

const copy = accountsCopy.changePassword;

/** The form's values are the change-password call's body, as they are. */
export type ChangePasswordInput = ChangePasswordRequest;

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Changes the password. Resolve (optionally with the server's success text, shown instead of the
   * default) or reject with an Error whose message is shown ("Failed to change password" or the server's).
   */
  onSubmit(values: ChangePasswordInput): Promise<string | void>;
  /** The account's e-mail address, for password managers (AccountUsername). */
  username?: string;
}

/** My Profile's Change Password modal. Every opening starts with an empty form. */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  // A new form per opening: a typed password never carries over.
  const opening = useOpeningCount(props.open);
  return <ChangePasswordForm key={opening} {...props} />;
}

type Result = { tone: 'success' | 'error'; text: string };

function ChangePasswordForm({ open, onOpenChange, onSubmit, username }: ChangePasswordDialogProps) {
  const formId = useId();
  const [result, setResult] = useState<Result | null>(null);
  const passwords = useForm<ChangePasswordInput>({
    // One schema for this form and the server: the call's own.
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
    ...submitValidation,
  });
  const {
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = passwords;
  const field = editableField(passwords);

  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const text = await onSubmit(values);
      // The passwords are not kept once they have been sent.
      reset();
      setResult({ tone: 'success', text: text || copy.success });
    } catch (error) {
      setResult({
        tone: 'error',
        text: failureText(error, copy.failed),
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
    <DialogActions main={{ id: closeId, label: copy.close, onClick: () => onOpenChange(false) }} />
  ) : (
    <DialogActions
      back={{ label: copy.cancel, onClick: () => onOpenChange(false), disabled: isSubmitting }}
      main={{ label: copy.submit, form: formId, loading: isSubmitting, loadingLabel: copy.submitting }}
    />
  );

  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={succeeded ? undefined : copy.description}
      size="small"
      footer={footer}
    >
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      {succeeded ? null : (
        <form id={formId} className={form.fields} noValidate onSubmit={(event) => void submit(event)}>
          <AccountUsername email={username} />
          <PasswordField
            toggleLabels={accountsCopy.passwordField}
            {...field('current_password')}
            label={copy.currentPassword}
            autoComplete="current-password"
            error={errors.current_password?.message}
          />
          <PasswordField
            toggleLabels={accountsCopy.passwordField}
            {...field('new_password')}
            label={copy.newPassword}
            autoComplete="new-password"
            hint={copy.newPasswordHint}
            error={errors.new_password?.message}
          />
          <PasswordField
            toggleLabels={accountsCopy.passwordField}
            {...field('confirm_password')}
            label={copy.confirmPassword}
            autoComplete="new-password"
            error={errors.confirm_password?.message}
          />
        </form>
      )}
    </Dialog>
  );
}
