import { paymentStatusPageCopy } from '@sukoon/contracts/copy/pages/paymentStatus';
import { PaymentStatusScreen } from '../features/payments';
import { PageHead } from '../lib/PageHead';

/** /payment-status (B2). */
export default function PaymentStatusPage() {
  return (
    <>
      <PageHead copy={paymentStatusPageCopy} />
      <PaymentStatusScreen />
    </>
  );
}
