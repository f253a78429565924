import { PaymentReturnScreen } from '../features/payments';
import { PageHead } from '../lib/PageHead';

/** The payment return routes /api/payments/{success,failure,cancel}/* (B2). */
export default function PaymentReturnPage() {
  return (
    <>
      <PageHead page="paymentReturn" />
      <PaymentReturnScreen />
    </>
  );
}
