import { myProfilePageCopy } from '@sukoon/contracts/copy/pages/myProfile';
import { ProfileScreen } from '../features/auth';
import { ScreenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /MyProfile and /myProfile (A2). */
function MyProfilePage() {
  return <ScreenPage copy={myProfilePageCopy} screen={ProfileScreen} />;
}

export default withQuery(MyProfilePage);
