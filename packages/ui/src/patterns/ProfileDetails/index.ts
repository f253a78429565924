export {
  ProfileDetails,
  profileStatuses,
  type ProfileDetailsProps,
  type ProfileStatus,
  type ProfileUser,
} from './ProfileDetails';
