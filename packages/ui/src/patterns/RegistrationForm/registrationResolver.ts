// The registration form's check, loaded apart from the page (lazyResolver): zod, its English messages and the
// schema, built for the form's context (online, and what the chosen country needs) at each check.
import '@sukoon/contracts/zodBrowserConfig';
import { zodResolver } from '@hookform/resolvers/zod';
import { registrationFormSchema } from '@sukoon/contracts/schemas/accounts';
import type {
  RegistrationContext,
  RegistrationFormValues,
  RegistrationValues,
} from '@sukoon/contracts/rules/validation';
import type { Resolver } from 'react-hook-form';

export const registrationResolver: Resolver<RegistrationFormValues, RegistrationContext, RegistrationValues> = (
  values,
  context,
  options,
) => {
  if (!context) throw new Error('The registration check needs its context (online, location needs).');
  return zodResolver(registrationFormSchema(context))(values, context, options);
};
