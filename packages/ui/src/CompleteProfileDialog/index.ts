export { CompleteProfileDialog, type CompleteProfileDialogProps } from './CompleteProfileDialog';
export {
  PROFILE_INCOMPLETE,
  PROFILE_INVALID_MOBILE,
  PROFILE_MISSING_FIELDS,
  PROFILE_UPDATE_FAILED,
  checkProfile,
  editProfile,
  type ProfileCompletion,
} from './completeProfileForm';
