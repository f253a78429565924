export {
  ForgotPasswordDialog,
  PASTE_ADVANCE_MS,
  type ForgotPasswordDialogProps,
  type ForgotPasswordStart,
  type ResetPasswordInput,
} from './ForgotPasswordDialog';
export { StepActions, type StepAction, type StepActionsProps } from './StepActions';
export {
  forgotStepReducer,
  forgotSteps,
  initialForgotStep,
  isConnectionProblem,
  type ForgotStep,
  type ForgotStepEvent,
  type ForgotStepState,
} from './forgotPasswordSteps';
