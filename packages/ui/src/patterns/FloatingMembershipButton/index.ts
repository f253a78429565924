export { FloatingMembershipButton, type FloatingMembershipButtonProps } from './FloatingMembershipButton';
