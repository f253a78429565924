// The payments feature's public face: other features, pages and the app import only from here.
export {
  payForSession,
  type PaymentStatusState,
  type SessionPayment,
  type SessionPaymentOutcome,
} from './payForSession';
export { ProviderPayment } from './ProviderPayment';
export { paymentStatusUrl } from './statusUrl';
export { rememberPaymentStatus } from './paymentStorage';
export { PaymentReturnScreen } from './PaymentReturnScreen';
export { PaymentStatusScreen } from './PaymentStatusScreen';
export { PaymentStatusModalScreen } from './PaymentStatusModalScreen';
