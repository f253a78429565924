export { MembershipCard, type MembershipCardProps } from './MembershipCard';
