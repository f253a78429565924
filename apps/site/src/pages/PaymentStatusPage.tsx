import { PaymentStatusScreen } from '../features/payments';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /payment-status (B2). */
function PaymentStatusPage() {
  return (
    <>
      <PageHead page="paymentStatus" />
      <PaymentStatusScreen />
    </>
  );
}

export default withQuery(PaymentStatusPage);
