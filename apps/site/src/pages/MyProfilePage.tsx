import { ProfileScreen } from '../features/auth';
import { PageHead } from '../lib/PageHead';

/** /MyProfile and /myProfile (A2). */
export default function MyProfilePage() {
  return (
    <>
      <PageHead page="myProfile" />
      <ProfileScreen />
    </>
  );
}
