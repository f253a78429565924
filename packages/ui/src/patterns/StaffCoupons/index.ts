export { StaffCoupons, type StaffCouponsProps } from './StaffCoupons';
