import { paymentStatusModalPageCopy } from '@sukoon/contracts/copy/pages/paymentStatusModal';
import { PaymentStatusModalScreen } from '../features/payments';
import { PageHead } from '../lib/PageHead';

/** /payment-status-modal (B2). */
export default function PaymentStatusModalPage() {
  return (
    <>
      <PageHead copy={paymentStatusModalPageCopy} />
      <PaymentStatusModalScreen />
    </>
  );
}
