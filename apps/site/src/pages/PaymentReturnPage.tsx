import { PlaceholderPage } from './PlaceholderPage';

export default function PaymentReturnPage() {
  return <PlaceholderPage title="Processing Payment" />;
}
