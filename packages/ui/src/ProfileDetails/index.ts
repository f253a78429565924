export {
  ProfileDetails,
  PROFILE_AUTH_REQUIRED,
  PROFILE_LOAD_FAILED,
  PROFILE_NOT_FOUND,
  profileStatuses,
  type ProfileDetailsProps,
  type ProfileStatus,
  type ProfileUser,
} from './ProfileDetails';
