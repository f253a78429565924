import { paymentStatusPageCopy } from '@sukoon/contracts/copy/pages/paymentStatus';
import { PaymentStatusScreen } from '../features/payments';
import { ScreenPage } from '../lib/PageHead';

/** /payment-status (B2). */
export default function PaymentStatusPage() {
  return <ScreenPage copy={paymentStatusPageCopy} screen={PaymentStatusScreen} />;
}
