import { myMembershipPageCopy } from '@sukoon/contracts/copy/pages/myMembership';
import { MyMembershipScreen } from '../features/memberships';
import { ScreenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /MyMembership and /myMembership (B2), behind the sign-in guard. */
function MyMembershipPage() {
  return <ScreenPage copy={myMembershipPageCopy} screen={MyMembershipScreen} />;
}

export default withQuery(MyMembershipPage);
