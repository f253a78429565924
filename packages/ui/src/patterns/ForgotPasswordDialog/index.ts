export {
  ForgotPasswordDialog,
  emptyForgotPasswordFields,
  forgotPasswordFormOptions,
  type ForgotPasswordDialogProps,
} from './ForgotPasswordDialog';
export { forgotSteps, isConnectionProblem, type ForgotStep, type ForgotStepState } from './forgotPasswordSteps';
