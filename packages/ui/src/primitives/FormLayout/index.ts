export { SocialAlternative, FormFooterLink, type FormFooterLinkProps } from './FormLayout';
export {
  clearFieldError,
  editableField,
  failureText,
  formMessage,
  lazyResolver,
  locationCascade,
  oneMessageFor,
  sendPayload,
  submitUnless,
  submitValidation,
  type EditableFieldOptions,
} from './formOptions';
