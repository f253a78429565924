import { PlaceholderPage } from './PlaceholderPage';

export default function PaymentStatusPage() {
  return <PlaceholderPage title="Payment status" />;
}
