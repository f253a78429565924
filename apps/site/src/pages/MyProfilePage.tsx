import { myProfilePageCopy } from '@sukoon/contracts/copy/pages/myProfile';
import { ProfileScreen } from '../features/auth';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /MyProfile and /myProfile (A2). */
function MyProfilePage() {
  return (
    <>
      <PageHead copy={myProfilePageCopy} />
      <ProfileScreen />
    </>
  );
}

export default withQuery(MyProfilePage);
