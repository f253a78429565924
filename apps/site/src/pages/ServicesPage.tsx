import { PlaceholderPage } from './PlaceholderPage';

export default function ServicesPage() {
  return <PlaceholderPage title="Our Services" />;
}
