export { ForgotPasswordDialog, type ForgotPasswordDialogProps, type ResetPasswordInput } from './ForgotPasswordDialog';
export {
  PASTE_ADVANCE_MS,
  createForgotPasswordState,
  forgotMessages,
  forgotPasswordReducer,
  forgotSteps,
  isConnectionProblem,
  type ForgotAction,
  type ForgotField,
  type ForgotPasswordState,
  type ForgotStep,
} from './forgotPasswordReducer';
