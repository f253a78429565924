export { ProfileEditForm, profileFormValues, type ProfileEditFormProps } from './ProfileEditForm';
