export {
  CompleteProfileDialog,
  type CompleteProfileDialogProps,
  type ProfileCompletion,
} from './CompleteProfileDialog';
