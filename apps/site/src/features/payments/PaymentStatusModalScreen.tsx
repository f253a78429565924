import { useLocation, useNavigate } from 'react-router-dom';
import { brand } from '@sukoon/contracts/brand';
import { paymentStatusModalPageCopy } from '@sukoon/contracts/copy/pages/paymentStatusModal';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { Dialog } from '@sukoon/ui/primitives/Dialog';
import { PaymentStatus } from '@sukoon/ui/patterns/PaymentStatus';
import { paths } from '../../lib/paths';
import { membershipStatusLinks, statusLinks } from './PaymentStatusScreen';
import { amountToShow, sessionOf, statusToShow, textOf } from './statusView';
import { usePaymentView } from './usePaymentView';

/**
 * /payment-status-modal (B2): the payment outcome in a dialog. Navigation state (status, orderId, amount,
 * transactionId, serviceTitle, paymentData) names the order; what it shows is the server's word to the order's owner
 * (usePaymentView), as on /payment-status. Membership purchases land here; closing goes to My Membership after a
 * success, else back to the plans.
 */
export function PaymentStatusModalScreen() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const s = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const data =
    s.paymentData !== null && typeof s.paymentData === 'object' ? (s.paymentData as Record<string, unknown>) : {};
  // paymentData is the provider's answer: it fills in what the state itself left out.
  const orderId = textOf(s.orderId) ?? textOf(data.txnid);
  const view = usePaymentView(orderId, statusToShow(textOf(s.status) ?? textOf(data.status)));
  const { order } = view;
  // Only membership purchases lead here (B4), unless the server says the order was a session.
  const kind = order?.kind ?? 'membership';
  return (
    <Dialog
      closeLabel={shellCopy.close}
      open
      onOpenChange={(open) => {
        if (!open) navigate(view.status === 'success' ? paths.myMembership : paths.membershipPlans);
      }}
      title={paymentStatusModalPageCopy.heading}
      size="large"
    >
      <PaymentStatus
        status={view.status}
        orderId={orderId}
        {...(view.detailsShown && {
          amount: amountToShow(order?.amount ?? s.amount ?? data.amount),
          transactionId:
            order?.transaction_id ?? textOf(s.transactionId) ?? textOf(data.transaction_id) ?? textOf(data.mihpayid),
          serviceTitle: order?.title ?? textOf(s.serviceTitle),
          session: sessionOf(order),
        })}
        supportEmail={brand.supportEmail}
        links={kind === 'membership' ? membershipStatusLinks : statusLinks}
        order={kind}
        onRefresh={view.refresh}
        onSignIn={view.signIn}
      />
    </Dialog>
  );
}
