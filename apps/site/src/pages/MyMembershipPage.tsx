import { myMembershipPageCopy } from '@sukoon/contracts/copy/pages/myMembership';
import { MyMembershipScreen } from '../features/memberships';
import { screenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /MyMembership and /myMembership (B2), behind the sign-in guard. */
export default withQuery(screenPage(myMembershipPageCopy, MyMembershipScreen));
