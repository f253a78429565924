import { PaymentStatusModalScreen } from '../features/payments';
import { PageHead } from '../lib/PageHead';

/** /payment-status-modal (B2). */
export default function PaymentStatusModalPage() {
  return (
    <>
      <PageHead page="paymentStatusModal" />
      <PaymentStatusModalScreen />
    </>
  );
}
