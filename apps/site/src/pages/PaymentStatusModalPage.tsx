import { PaymentStatusModalScreen } from '../features/payments/PaymentStatusModalScreen';

/** /payment-status-modal (B2). */
export default function PaymentStatusModalPage() {
  return <PaymentStatusModalScreen />;
}
