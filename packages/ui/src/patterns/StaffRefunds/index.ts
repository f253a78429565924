export { StaffRefunds, type StaffRefundsProps } from './StaffRefunds';
