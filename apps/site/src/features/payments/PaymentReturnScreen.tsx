import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PaymentProcessing } from '@sukoon/ui/patterns/PaymentProcessing';
import { useGoogleClientId } from '../auth';
import { rememberPaymentStatus } from './paymentStorage';
import { forwardUrl, readProviderReturn } from './statusUrl';

/**
 * /api/payments/success/*, /failure/* and /cancel/* (B2): the card provider's way back. Shows
 * "Processing Payment", then replaces itself with /payment-status carrying the outcome.
 *
 * Decision: the spec says these routes exist only once the sign-in provider's client id has been
 * obtained. We wait for the google-client-id request to settle (answered or failed) and then
 * forward in every case, also when no id is configured (our default): a payer coming back from
 * the bank must never meet a 404. That request is the only call made here.
 */
export function PaymentReturnScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  // isFetched counts an answer or a failure, never the id cached in storage.
  const settled = useGoogleClientId().isFetched;

  useEffect(() => {
    if (!settled) return;
    const ret = readProviderReturn(location.pathname, location.search);
    rememberPaymentStatus({
      status: ret.status,
      orderId: ret.txnid,
      transactionId: ret.mihpayid,
      mihpayid: ret.mihpayid,
    });
    navigate(forwardUrl(ret), { replace: true });
  }, [settled, location.pathname, location.search, navigate]);

  return <PaymentProcessing />;
}
