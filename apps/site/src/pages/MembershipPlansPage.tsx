import { membershipPlansPageCopy } from '@sukoon/contracts/copy/pages/membershipPlans';
import { MembershipPlansScreen } from '../features/memberships';
import { screenPage } from '../lib/PageHead';

/** /membership-plans (B2). */
export default screenPage(membershipPlansPageCopy, MembershipPlansScreen);
