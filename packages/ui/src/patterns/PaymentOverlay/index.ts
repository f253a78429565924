export {
  PaymentOverlay,
  paymentOverlayKinds,
  type PaymentOverlayKind,
  type PaymentOverlayProps,
} from './PaymentOverlay';
