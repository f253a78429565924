export {
  SignInDialog,
  SIGN_IN_FAILED,
  SIGN_IN_MISSING_FIELDS,
  SIGN_IN_OFFLINE,
  type SignInCredentials,
  type SignInDialogProps,
} from './SignInDialog';
