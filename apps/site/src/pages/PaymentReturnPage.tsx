import { paymentReturnPageCopy } from '@sukoon/contracts/copy/pages/paymentReturn';
import { PaymentReturnScreen } from '../features/payments';
import { screenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** The payment return routes /api/payments/{success,failure,cancel}/* (B2). */
export default withQuery(screenPage(paymentReturnPageCopy, PaymentReturnScreen));
