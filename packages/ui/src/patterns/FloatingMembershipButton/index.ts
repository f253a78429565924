export { button as floatingMembershipButton, floatingButtonClearance } from './FloatingMembershipButton.css';
export { FloatingMembershipButton, type FloatingMembershipButtonProps } from './FloatingMembershipButton';
