import { paymentStatusModalPageCopy } from '@sukoon/contracts/copy/pages/paymentStatusModal';
import { PaymentStatusModalScreen } from '../features/payments';
import { ScreenPage } from '../lib/PageHead';

/** /payment-status-modal (B2). */
export default function PaymentStatusModalPage() {
  return <ScreenPage copy={paymentStatusModalPageCopy} screen={PaymentStatusModalScreen} />;
}
