import { PlaceholderPage } from './PlaceholderPage';

export default function PaymentStatusModalPage() {
  return <PlaceholderPage title="Payment status" />;
}
