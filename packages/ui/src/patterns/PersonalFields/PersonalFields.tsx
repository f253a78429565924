import { MOBILE_LENGTH } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { editableField } from '../../primitives/FormLayout';
import { TextField } from '../../primitives/TextField';

const copy = accountsCopy.registration;

type NameValues = { first_name: string; last_name: string };
type MobilePincodeValues = { mobile: string; pincode: string };

export interface PersonalFieldsProps<T extends FieldValues, Context = unknown, Output = T> {
  /** A form whose values hold the fields drawn here (first and last name, or mobile and pincode). */
  form: UseFormReturn<T, Context, Output>;
  className?: string;
}

/** First and last name as registration asks for them (My Profile's Edit asks the same). */
export function NameFields<T extends FieldValues, Context = unknown, Output = T>({
  form,
  className,
}: PersonalFieldsProps<T, Context, Output>) {
  // Only these two fields are touched here, whatever else the form holds.
  const names = form as unknown as UseFormReturn<NameValues>;
  const field = editableField(names);
  const errors = names.formState.errors;
  return (
    <div className={className}>
      <TextField
        {...field('first_name')}
        error={errors.first_name?.message}
        label={copy.firstName}
        autoComplete="given-name"
        required
      />
      <TextField
        {...field('last_name')}
        error={errors.last_name?.message}
        label={copy.lastName}
        autoComplete="family-name"
        required
      />
    </div>
  );
}

/** The mobile number (digits only, ten at most) and the pincode, as registration asks for them. */
export function MobilePincodeFields<T extends FieldValues, Context = unknown, Output = T>({
  form,
  className,
}: PersonalFieldsProps<T, Context, Output>) {
  const contact = form as unknown as UseFormReturn<MobilePincodeValues>;
  const field = editableField(contact);
  const errors = contact.formState.errors;
  return (
    <div className={className}>
      {/* A text input: the HTML standard allows tel-national (the ten digits without +91) on no type="tel" input. */}
      <TextField
        {...field('mobile', { digits: MOBILE_LENGTH })}
        error={errors.mobile?.message}
        label={copy.mobile}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_LENGTH}
        hint={copy.mobileHint}
        required
      />
      <TextField
        {...field('pincode')}
        error={errors.pincode?.message}
        label={copy.pincode}
        autoComplete="postal-code"
        maxLength={12}
        required
      />
    </div>
  );
}
