import { PaymentStatusScreen } from '../features/payments/PaymentStatusScreen';

/** /payment-status (B2). */
export default function PaymentStatusPage() {
  return <PaymentStatusScreen />;
}
