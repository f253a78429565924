import { useLocation, useNavigate } from 'react-router-dom';
import { brand } from '@sukoon/contracts/brand';
import { siteCopy } from '@sukoon/contracts/copy/site';
import { Dialog } from '@sukoon/ui/primitives/Dialog';
import { PaymentStatus } from '@sukoon/ui/patterns/PaymentStatus';
import { paths } from '../../lib/paths';
import { statusLinks } from './PaymentStatusScreen';
import { amountToShow, statusToShow, textOf } from './statusView';

/**
 * /payment-status-modal (B2): the payment outcome in a dialog, from navigation state only
 * (status, orderId, amount, transactionId, serviceTitle, paymentData). Membership purchases land
 * here; closing goes to My Membership after a success, else back to the plans.
 */
export function PaymentStatusModalScreen() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const s = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const data =
    s.paymentData !== null && typeof s.paymentData === 'object' ? (s.paymentData as Record<string, unknown>) : {};
  // paymentData is the provider's answer: it fills in what the state itself left out.
  const status = statusToShow(textOf(s.status) ?? textOf(data.status));
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) navigate(status === 'success' ? paths.myMembership : paths.membershipPlans);
      }}
      title={siteCopy.pages.paymentStatusModal.heading}
      size="large"
    >
      <PaymentStatus
        status={status}
        orderId={textOf(s.orderId) ?? textOf(data.txnid)}
        amount={amountToShow(s.amount ?? data.amount)}
        transactionId={textOf(s.transactionId) ?? textOf(data.transaction_id) ?? textOf(data.mihpayid)}
        serviceTitle={textOf(s.serviceTitle)}
        supportEmail={brand.supportEmail}
        links={statusLinks}
      />
    </Dialog>
  );
}
