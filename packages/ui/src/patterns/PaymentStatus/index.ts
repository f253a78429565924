export {
  PaymentStatus,
  paymentStatuses,
  type PaymentStatusLinks,
  type PaymentStatusProps,
  type PaymentStatusValue,
} from './PaymentStatus';
