export {
  MembershipPanel,
  membershipPanelStates,
  type MembershipPanelProps,
  type MembershipPanelState,
} from './MembershipPanel';
