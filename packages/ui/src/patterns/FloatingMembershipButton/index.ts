export { floatingButtonClearance } from './FloatingMembershipButton.css';
export { FloatingMembershipButton, type FloatingMembershipButtonProps } from './FloatingMembershipButton';
