import { myMembershipPageCopy } from '@sukoon/contracts/copy/pages/myMembership';
import { MyMembershipScreen } from '../features/memberships';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /MyMembership and /myMembership (B2), behind the sign-in guard. */
function MyMembershipPage() {
  return (
    <>
      <PageHead copy={myMembershipPageCopy} />
      <MyMembershipScreen />
    </>
  );
}

export default withQuery(MyMembershipPage);
