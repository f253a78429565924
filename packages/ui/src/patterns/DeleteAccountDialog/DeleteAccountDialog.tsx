import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '../DialogActions';
import { Dialog, useOpeningCount } from '../../primitives/Dialog';
import { AccountUsername, editableField, failureText, submitValidation } from '../../primitives/FormLayout';
import * as form from '../../primitives/FormLayout/form.css';
import { Notice } from '../../primitives/Notice';
import { PasswordField } from '../../primitives/PasswordField';

const copy = accountsCopy.deleteAccount;

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Deletes the account with the password. Resolve when it is gone (the page signs out and leaves); reject with an
   * Error whose message is shown (the server's "The password is incorrect." or the default).
   */
  onSubmit(values: DeleteAccountRequest): Promise<void>;
  /** The account's e-mail address, for password managers (AccountUsername). */
  username?: string;
}

/** My Profile's "Delete my account": what is erased and what is kept, then the password. Each opening starts empty. */
export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  // A new form per opening: a typed password never carries over.
  const opening = useOpeningCount(props.open);
  return <DeleteAccountForm key={opening} {...props} />;
}

function DeleteAccountForm({ open, onOpenChange, onSubmit, username }: DeleteAccountDialogProps) {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useForm<DeleteAccountRequest>({
    // One schema for this form and the server: the call's own.
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
    ...submitValidation,
  });
  const {
    handleSubmit,
    formState: { errors, isSubmitting },
  } = confirm;
  const field = editableField(confirm);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(failureText(error, copy.failed));
    }
  });

  const footer = (
    <DialogActions
      back={{ label: copy.cancel, onClick: () => onOpenChange(false), disabled: isSubmitting }}
      main={{
        label: copy.submit,
        variant: 'critical',
        form: formId,
        loading: isSubmitting,
        loadingLabel: copy.submitting,
      }}
    />
  );

  return (
    <Dialog
      closeLabel={shellCopy.close}
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      size="small"
      footer={footer}
    >
      <div className={form.fields}>
        <div>
          <p>
            <strong>{copy.erasedHeading}</strong>
          </p>
          <ul>
            {copy.erased.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            <strong>{copy.keptHeading}</strong>
          </p>
          <ul>
            {copy.kept.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <form id={formId} className={form.fields} noValidate onSubmit={(event) => void submit(event)}>
          <AccountUsername email={username} />
          <PasswordField
            toggleLabels={accountsCopy.passwordField}
            {...field('password')}
            label={copy.password}
            autoComplete="current-password"
            error={errors.password?.message}
          />
        </form>
      </div>
    </Dialog>
  );
}
