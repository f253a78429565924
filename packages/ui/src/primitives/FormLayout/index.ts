export { AccountUsername } from './AccountUsername';
export { SocialAlternative, FormFooterLink, type FormFooterLinkProps } from './FormLayout';
export {
  clearFieldError,
  editableField,
  failureText,
  formMessage,
  lazyResolver,
  usePreloadedCheck,
  locationCascade,
  oneMessageFor,
  sendPayload,
  submitUnless,
  submitValidation,
  type EditableFieldOptions,
} from './formOptions';
