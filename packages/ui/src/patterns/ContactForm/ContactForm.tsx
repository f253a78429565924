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
  /** Called 5 s after success or failure: the page returns to idle (B4). */
  onSettled(): void;
  /** What the form starts with (stories). */
  defaultValues?: Partial<ContactRequest>;
}

const empty: ContactRequest = { name: '', email: '', message: '' };

const contactCheck = lazyResolver(() => import('./contactResolver').then((module) => module.contactResolver));

/**
 * "Send Us a Message" (B2, B4, B5, B8): name, e-mail and message checked in the spec's order on submit (Name is
 * required; Email is required; Please enter a valid email address; Message is required; Message must be at least
 * 10 characters long), each error cleared when its field is edited; the success and failure texts; after 5 s the
 * form returns to idle (emptied after a success, kept after a failure so nothing typed is lost).
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

  usePreloadedCheck(contactCheck);

  useEffect(() => {
    if (status !== 'success' && status !== 'failed') return;
    const timer = setTimeout(() => {
      if (status === 'success') form.reset(empty);
      onSettled();
    }, CONTACT_RESET_MS);
    return () => clearTimeout(timer);
  }, [status, form, onSettled]);

  return (
    <form className={stack} noValidate onSubmit={form.handleSubmit((message) => !busy && onSubmit(message))}>
      <div className={fields}>
        <TextField
          {...field('name')}
          label={contactCopy.name}
          autoComplete="name"
          error={errors.name?.message}
          disabled={busy}
        />
        <TextField
          {...field('email')}
          label={contactCopy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          disabled={busy}
        />
        <TextArea
          {...field('message')}
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
