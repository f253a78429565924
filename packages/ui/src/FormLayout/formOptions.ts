// How every account form uses react-hook-form: zodResolver on a schema from @sukoon/contracts,
// checked when the form is sent, and "editing a field clears that field's error" (spec 01 section 4).
import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormProps, UseFormReturn } from 'react-hook-form';

/**
 * The one validation timing: check on submit only (never while typing), then move focus to the first
 * field in error. A field's message stays until that field is edited or the form is sent again.
 */
export const submitValidation = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: true,
} as const satisfies Partial<UseFormProps>;

type FormParts<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'clearErrors' | 'getFieldState'>;

/** Clears one field's error, if it has one (for controlled fields such as the code boxes). */
export function clearFieldError<T extends FieldValues>(form: FormParts<T>, name: Path<T>) {
  if (form.getFieldState(name).error) form.clearErrors(name);
}

export interface EditableFieldOptions {
  /** Runs after each edit, e.g. a new country clearing state and city. */
  onEdit?(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>): void;
  /** Keep digits only, at most this many (mobile numbers: typed letters never reach the field). */
  digits?: number;
}

/**
 * register() for the account forms: editing the field clears its error, and only its own.
 * Spread the result onto a TextField, PasswordField or Select.
 */
export function editableField<T extends FieldValues>(form: FormParts<T>) {
  return (name: Path<T>, { onEdit, digits }: EditableFieldOptions = {}) => {
    const registered = form.register(name, {
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        clearFieldError(form, name);
        onEdit?.(event);
      },
    });
    if (digits === undefined) return registered;
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        // Filtered in the element itself, before react-hook-form reads it.
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, digits);
        return registered.onChange(event);
      },
    };
  };
}
