export { StaffCouponForm, type StaffCouponFormProps } from './StaffCouponForm';
export type { StaffCouponFields } from './couponResolver';
