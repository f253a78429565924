import { PlaceholderPage } from './PlaceholderPage';

export default function NetworkStatusPage() {
  return <PlaceholderPage title="Network Status" />;
}
