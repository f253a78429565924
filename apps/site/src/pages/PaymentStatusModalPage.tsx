import { paymentStatusModalPageCopy } from '@sukoon/contracts/copy/pages/paymentStatusModal';
import { PaymentStatusModalScreen } from '../features/payments';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /payment-status-modal (B2). */
function PaymentStatusModalPage() {
  return (
    <>
      <PageHead copy={paymentStatusModalPageCopy} />
      <PaymentStatusModalScreen />
    </>
  );
}

export default withQuery(PaymentStatusModalPage);
