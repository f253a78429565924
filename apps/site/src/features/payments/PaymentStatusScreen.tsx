import { useLocation, useSearchParams } from 'react-router-dom';
import { brand } from '@sukoon/contracts/brand';
import { PaymentStatus, type PaymentStatusLinks } from '@sukoon/ui/patterns/PaymentStatus';
import { paths } from '../../lib/paths';
import { lastBookedService } from './paymentStorage';
import { amountToShow, statusToShow, textOf } from './statusView';

export const statusLinks: PaymentStatusLinks = {
  bookings: paths.myBookings,
  services: paths.services,
  contact: paths.contact,
};

/**
 * /payment-status (B2): the outcome from the query (status, order_id, amount, transaction_id); the
 * service's name from the navigation state, else the last booked service in storage.
 */
export function PaymentStatusScreen() {
  const [query] = useSearchParams();
  const { state } = useLocation();
  const fromState = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return (
    <PaymentStatus
      status={statusToShow(query.get('status'))}
      orderId={textOf(query.get('order_id'))}
      amount={amountToShow(query.get('amount'))}
      transactionId={textOf(query.get('transaction_id'))}
      serviceTitle={textOf(fromState.serviceTitle) ?? lastBookedService()}
      supportEmail={brand.supportEmail}
      links={statusLinks}
    />
  );
}
