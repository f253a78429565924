export { StaffInquiries, type StaffInquiriesProps } from './StaffInquiries';
