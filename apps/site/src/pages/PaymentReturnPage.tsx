import { PaymentReturnScreen } from '../features/payments/PaymentReturnScreen';

/** The payment return routes /api/payments/{success,failure,cancel}/* (B2). */
export default function PaymentReturnPage() {
  return <PaymentReturnScreen />;
}
