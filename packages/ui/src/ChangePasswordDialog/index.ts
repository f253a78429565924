export { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
export { changePasswordSchema, changePasswordText, type ChangePasswordInput } from './changePasswordSchema';
