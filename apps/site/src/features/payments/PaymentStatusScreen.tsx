import { useLocation, useSearchParams } from 'react-router-dom';
import { brand } from '@sukoon/contracts/brand';
import { PaymentStatus, type PaymentStatusLinks } from '@sukoon/ui/patterns/PaymentStatus';
import { paths } from '../../lib/paths';
import { lastBookedService, lastPaymentKind } from './paymentStorage';
import { amountToShow, statusToShow, textOf } from './statusView';

export const statusLinks: PaymentStatusLinks = {
  bookings: paths.myBookings,
  services: paths.services,
  contact: paths.contact,
};

/** A membership's outcome leads to My Membership and back to the plans. */
const membershipStatusLinks: PaymentStatusLinks = {
  bookings: paths.myMembership,
  services: paths.membershipPlans,
  contact: paths.contact,
};

/**
 * /payment-status (B2): the outcome from the query (status, order_id, amount, transaction_id); the
 * service's name from the navigation state, else the last booked service in storage; the texts and links follow
 * what the last payment bought (paymentType: a session or a membership).
 */
export function PaymentStatusScreen() {
  const [query] = useSearchParams();
  const { state } = useLocation();
  const fromState = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const order = lastPaymentKind();
  return (
    <PaymentStatus
      status={statusToShow(query.get('status'))}
      orderId={textOf(query.get('order_id'))}
      amount={amountToShow(query.get('amount'))}
      transactionId={textOf(query.get('transaction_id'))}
      serviceTitle={textOf(fromState.serviceTitle) ?? lastBookedService()}
      supportEmail={brand.supportEmail}
      links={order === 'membership' ? membershipStatusLinks : statusLinks}
      order={order}
    />
  );
}
