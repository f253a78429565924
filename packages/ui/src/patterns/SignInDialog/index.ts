export { SignInDialog, type SignInCredentials, type SignInDialogProps } from './SignInDialog';
