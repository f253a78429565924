import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_RESET_MS, type ContactRequest } from '@sukoon/contracts';
import { contactCopy } from '@sukoon/contracts/copy/contact';
import { Button } from '../../primitives/Button';
import { editableField, lazyResolver, usePreloadedCheck, submitValidation } from '../../primitives/FormLayout';
import { fields, stack } from '../../primitives/FormLayout/form.css';
import { Notice } from '../../primitives/Notice';
import { TextArea, TextField } from '../../primitives/TextField';

export type ContactFormStatus = 'idle' | 'submitting' | 'success' | 'failed';

export interface ContactFormProps {
  /** The send call's state, owned by the page. */
  status: ContactFormStatus;
  /** Sends the message (trimmed, checked by the contracts' rules). */
  onSubmit(message: ContactRequest): void;
  /** The page returns to idle: 5 s after a success or failure (B4), or sooner once a new message is begun. */
  onSettled(): void;
  /** What the form starts with (stories). */
  defaultValues?: Partial<ContactRequest>;
}

const empty: ContactRequest = { name: '', email: '', message: '' };

const contactCheck = lazyResolver(() => import('./contactResolver').then((module) => module.contactResolver));

/**
 * "Send Us a Message" (B2, B4, B5, B8): name, e-mail and message checked in the spec's order on submit (Name is
 * required; Email is required; Please enter a valid email address; Message is required; Message must be at least
 * 10 characters long), each error cleared when its field is edited; the success and failure texts. A success
 * empties the form at once, so the same message cannot be sent twice, and its text stays for 5 s or until a new
 * message is begun (an edit or a new send); a failure keeps what was typed and returns to idle after 5 s.
 */
export function ContactForm({ status, onSubmit, onSettled, defaultValues }: ContactFormProps) {
  const form = useForm<ContactRequest>({
    ...submitValidation,
    resolver: contactCheck.resolver,
    defaultValues: { ...empty, ...defaultValues },
  });
  const field = editableField(form);
  const { errors } = form.formState;
  const busy = status === 'submitting';
  const sent = status === 'success';
  const send = form.handleSubmit((message) => !busy && onSubmit(message));
  const beginNew = { onEdit: () => sent && onSettled() };

  usePreloadedCheck(contactCheck);

  useEffect(() => {
    if (status !== 'success' && status !== 'failed') return;
    if (status === 'success') form.reset(empty);
    const timer = setTimeout(onSettled, CONTACT_RESET_MS);
    return () => clearTimeout(timer);
  }, [status, form, onSettled]);

  return (
    <form
      className={stack}
      noValidate
      onSubmit={(event) => {
        if (sent) onSettled();
        return send(event);
      }}
    >
      <div className={fields}>
        <TextField
          {...field('name', beginNew)}
          label={contactCopy.name}
          autoComplete="name"
          error={errors.name?.message}
          disabled={busy}
        />
        <TextField
          {...field('email', beginNew)}
          label={contactCopy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          disabled={busy}
        />
        <TextArea
          {...field('message', beginNew)}
          label={contactCopy.message}
          hint={contactCopy.messageHint}
          rows={5}
          error={errors.message?.message}
          disabled={busy}
        />
      </div>
      {status === 'success' ? <Notice tone="success">{contactCopy.sent}</Notice> : null}
      {status === 'failed' ? <Notice tone="error">{contactCopy.failed}</Notice> : null}
      <Button type="submit" size="large" loading={busy} loadingLabel={contactCopy.sending}>
        {contactCopy.send}
      </Button>
    </form>
  );
}
