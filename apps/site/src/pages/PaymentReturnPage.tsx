import { paymentReturnPageCopy } from '@sukoon/contracts/copy/pages/paymentReturn';
import { PaymentReturnScreen } from '../features/payments';
import { ScreenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** The payment return routes /api/payments/{success,failure,cancel}/* (B2). */
function PaymentReturnPage() {
  return <ScreenPage copy={paymentReturnPageCopy} screen={PaymentReturnScreen} />;
}

export default withQuery(PaymentReturnPage);
