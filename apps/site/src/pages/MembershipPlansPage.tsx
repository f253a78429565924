import { MembershipPlansScreen } from '../features/memberships';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /membership-plans (B2). */
function MembershipPlansPage() {
  return (
    <>
      <PageHead page="membershipPlans" />
      <MembershipPlansScreen />
    </>
  );
}

export default withQuery(MembershipPlansPage);
