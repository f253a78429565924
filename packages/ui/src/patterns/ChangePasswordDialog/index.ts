export { ChangePasswordDialog, type ChangePasswordDialogProps, type ChangePasswordInput } from './ChangePasswordDialog';
