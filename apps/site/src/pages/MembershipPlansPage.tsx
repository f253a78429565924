import { MembershipPlansScreen } from '../features/memberships';
import { PageHead } from '../lib/PageHead';

/** /membership-plans (B2). */
export default function MembershipPlansPage() {
  return (
    <>
      <PageHead page="membershipPlans" />
      <MembershipPlansScreen />
    </>
  );
}
