import { useLocation, useSearchParams } from 'react-router-dom';
import { brand } from '@sukoon/contracts/brand';
import { PaymentStatus, type PaymentStatusLinks } from '@sukoon/ui/patterns/PaymentStatus';
import { paths } from '../../lib/paths';
import { lastBookedService, lastPaymentKind } from './paymentStorage';
import { amountToShow, sessionOf, statusToShow, textOf } from './statusView';
import { usePaymentView } from './usePaymentView';

export const statusLinks: PaymentStatusLinks = {
  bookings: paths.myBookings,
  services: paths.services,
  contact: paths.contact,
};

/** A membership's outcome leads to My Membership and back to the plans. */
export const membershipStatusLinks: PaymentStatusLinks = {
  bookings: paths.myMembership,
  services: paths.membershipPlans,
  contact: paths.contact,
};

/**
 * /payment-status (B2): the order named by the query's order_id as the server tells its owner (usePaymentView); the
 * query's status only picks the texts while that answer loads, and never shows a success. The amount, ids, title and
 * kind are the server's once it has answered, else the query's, the navigation state's (service name) and storage's;
 * the session's date and time only ever the server's.
 */
export function PaymentStatusScreen() {
  const [query] = useSearchParams();
  const { state } = useLocation();
  const fromState = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const orderId = textOf(query.get('order_id'));
  const view = usePaymentView(orderId, statusToShow(query.get('status')));
  const { order, detailsShown } = view;
  const kind = order?.kind ?? lastPaymentKind();
  return (
    <PaymentStatus
      status={view.status}
      orderId={orderId}
      {...(detailsShown && {
        amount: amountToShow(order?.amount ?? query.get('amount')),
        transactionId: order?.transaction_id ?? textOf(query.get('transaction_id')),
        serviceTitle: order?.title ?? textOf(fromState.serviceTitle) ?? lastBookedService(),
        session: sessionOf(order),
      })}
      supportEmail={brand.supportEmail}
      links={kind === 'membership' ? membershipStatusLinks : statusLinks}
      order={kind}
      onRefresh={view.refresh}
      onSignIn={view.signIn}
    />
  );
}
