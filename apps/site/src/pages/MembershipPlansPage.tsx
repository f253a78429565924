import { membershipPlansPageCopy } from '@sukoon/contracts/copy/pages/membershipPlans';
import { MembershipPlansScreen } from '../features/memberships';
import { PageHead } from '../lib/PageHead';

/** /membership-plans (B2). */
function MembershipPlansPage() {
  return (
    <>
      <PageHead copy={membershipPlansPageCopy} />
      <MembershipPlansScreen />
    </>
  );
}

export default MembershipPlansPage;
