import { membershipPlansPageCopy } from '@sukoon/contracts/copy/pages/membershipPlans';
import { MembershipPlansScreen } from '../features/memberships';
import { ScreenPage } from '../lib/PageHead';

/** /membership-plans (B2). */
function MembershipPlansPage() {
  return <ScreenPage copy={membershipPlansPageCopy} screen={MembershipPlansScreen} />;
}

export default MembershipPlansPage;
