// How every form uses react-hook-form: zodResolver on a schema from @sukoon/contracts, checked when the form is
// sent, and "editing a field clears that field's error" (spec 01 section 4). A form that is part of a page (contact,
// registration, the e-mail code, profile edit) takes its zodResolver through lazyResolver, so zod is not in the
// page's first load; a form in a dialog uses zodResolver directly, as the dialog's code already loads on demand.
import { useEffect, type ChangeEvent, type FormEvent } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormProps,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';

/**
 * The one validation timing: check on submit only (never while typing), then move focus to the first
 * field in error. A field's message stays until that field is edited or the form is sent again.
 */
export const submitValidation = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: true,
} as const satisfies Partial<UseFormProps>;

/**
 * A form's resolver whose code (zod and the form's schema) is loaded apart from the page: `preload`
 * starts the load (a form calls it once it is on screen), and the first check waits for it if it has not come.
 * A form is only checked when it is sent, so its page shows and takes typing without this code.
 * When the code cannot come (offline, or a deploy removed the old chunk), the form is sent unchecked: the server
 * checks the same schema and answers with the same messages, and a send that fails says so, with everything typed
 * kept. A later send tries the load again.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
) {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  const preload = () =>
    (loading ??= load().catch((failure: unknown) => {
      loading = undefined;
      throw failure;
    }));
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) => {
    let check: Resolver<TValues, TContext, TOutput>;
    try {
      check = await preload();
    } catch {
      return { values: values as unknown as TOutput, errors: {} };
    }
    return check(values, context, options);
  };
  return { resolver, preload };
}

/** Starts loading a lazyResolver's code once the form is on screen, so it is there by the first send. */
export function usePreloadedCheck(check: { preload(): Promise<unknown> }) {
  useEffect(() => {
    check.preload().catch(() => undefined);
  }, [check]);
}

/** The controls editableField() can be spread onto: TextField, PasswordField, Select and TextArea. */
type EditableElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

type FormParts<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'clearErrors' | 'getFieldState'>;

/** Clears one field's error, if it has one (for controlled fields such as the code boxes). */
export function clearFieldError<T extends FieldValues>(form: FormParts<T>, name: Path<T>) {
  if (form.getFieldState(name).error) form.clearErrors(name);
}

export interface EditableFieldOptions {
  /** Runs after each edit, e.g. a new country clearing state and city. */
  onEdit?(event: ChangeEvent<EditableElement>): void;
  /** Keep digits only, at most this many (mobile numbers: typed letters never reach the field). */
  digits?: number;
}

/**
 * register() for the account forms: editing the field clears its error, and only its own.
 * Spread the result onto a TextField, PasswordField, Select or TextArea.
 */
export function editableField<T extends FieldValues>(form: FormParts<T>) {
  return (name: Path<T>, { onEdit, digits }: EditableFieldOptions = {}) => {
    const registered = form.register(name, {
      onChange: (event: ChangeEvent<EditableElement>) => {
        clearFieldError(form, name);
        onEdit?.(event);
      },
    });
    if (digits === undefined) return registered;
    return {
      ...registered,
      onChange: (event: ChangeEvent<EditableElement>) => {
        // Filtered in the element itself, before react-hook-form reads it.
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, digits);
        return registered.onChange(event);
      },
    };
  };
}

/** The text of a rejected call: its Error's message, else the screen's default. */
export const failureText = (failure: unknown, fallback: string): string =>
  failure instanceof Error && failure.message ? failure.message : fallback;

/**
 * handleSubmit's onValid for a form that hands its payload on: a rejection's text becomes the form's
 * message (root.server), kept until the next submit; everything typed stays for another try.
 */
export function sendPayload<T extends FieldValues, P>(
  setError: UseFormSetError<T>,
  send: (payload: P) => Promise<unknown>,
  fallback: string,
) {
  return async (payload: P) => {
    try {
      await send(payload);
    } catch (failure) {
      setError('root.server', { message: failureText(failure, fallback) });
    }
  };
}

/**
 * handleSubmit's onInvalid for a form that shows one message for the whole form (sign-in, complete
 * profile): the first field's message in `order`, kept until the next submit, with the fields at
 * fault marked.
 */
export function oneMessageFor<T extends FieldValues>(
  setError: UseFormSetError<T>,
  order: readonly (keyof T & string)[],
) {
  return (errors: FieldErrors<T>) => {
    const message = order.map((name) => errors[name]?.message).find((text) => typeof text === 'string' && text);
    if (typeof message === 'string') setError('root.invalid', { message });
  };
}

/** The form's own message: its failed check's (oneMessageFor), else its failed call's (sendPayload). */
export const formMessage = (errors: FieldErrors): string | undefined =>
  errors.root?.invalid?.message ?? errors.root?.server?.message;

/** A form's onSubmit that does nothing while `blocked` (in flight, offline, boxes unticked). */
export const submitUnless =
  (blocked: boolean, submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
  (event: FormEvent<HTMLFormElement>) => {
    if (blocked) event.preventDefault();
    else void submit(event);
  };

/**
 * Spec 01 section 4, for any form with a country, a state and a city: a new country clears state
 * and city, a new state clears the city. Spread `country` and `state` into editableField's options.
 */
export function locationCascade(setValue: (name: 'state' | 'city', value: string) => void) {
  return {
    country: {
      onEdit: () => {
        setValue('state', '');
        setValue('city', '');
      },
    },
    state: { onEdit: () => setValue('city', '') },
  } satisfies Record<string, EditableFieldOptions>;
}
