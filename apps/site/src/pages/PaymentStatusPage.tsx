import { paymentStatusPageCopy } from '@sukoon/contracts/copy/pages/paymentStatus';
import { PaymentStatusScreen } from '../features/payments';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /payment-status (B2). */
function PaymentStatusPage() {
  return (
    <>
      <PageHead copy={paymentStatusPageCopy} />
      <PaymentStatusScreen />
    </>
  );
}

export default withQuery(PaymentStatusPage);
