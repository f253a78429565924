export {
  ForgotPasswordDialog,
  emptyForgotPasswordFields,
  forgotPasswordFormOptions,
  type ForgotPasswordDialogProps,
} from './ForgotPasswordDialog';
export { StepActions, type StepAction, type StepActionsProps } from './StepActions';
export { forgotSteps, isConnectionProblem, type ForgotStep, type ForgotStepState } from './forgotPasswordSteps';
