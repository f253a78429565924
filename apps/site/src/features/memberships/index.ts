// The memberships feature's public face: other features, pages and the app import only from here.
export { MembershipPlansScreen } from './MembershipPlansScreen';
export { MyMembershipScreen } from './MyMembershipScreen';
export { membershipPlansQueryOptions, plansResult } from './api/membershipPlans';
export { membershipQueryKey } from './api/membershipDetails';
export { useCreditsFor } from './useCreditsFor';
