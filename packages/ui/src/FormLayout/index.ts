export { SocialAlternative, FormFooterLink, type FormFooterLinkProps } from './FormLayout';
export { submitValidation, editableField, clearFieldError, type EditableFieldOptions } from './formOptions';
