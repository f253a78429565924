export {
  RegistrationForm,
  AGE_CONFIRMATION,
  REGISTRATION_FAILED,
  type RegistrationFormProps,
} from './RegistrationForm';
export {
  REGISTRATION_MESSAGES,
  canSubmitRegistration,
  editRegistration,
  firstRegistrationProblem,
  registrationPayload,
  type RegistrationDraft,
  type RegistrationValues,
} from './registrationForm';
