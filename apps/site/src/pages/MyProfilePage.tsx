import { myProfilePageCopy } from '@sukoon/contracts/copy/pages/myProfile';
import { ProfileScreen } from '../features/auth';
import { screenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /MyProfile and /myProfile (A2). */
export default withQuery(screenPage(myProfilePageCopy, ProfileScreen));
