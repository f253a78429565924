import { PaymentStatusModalScreen } from '../features/payments';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /payment-status-modal (B2). */
function PaymentStatusModalPage() {
  return (
    <>
      <PageHead page="paymentStatusModal" />
      <PaymentStatusModalScreen />
    </>
  );
}

export default withQuery(PaymentStatusModalPage);
