import { PlaceholderPage } from './PlaceholderPage';

export default function MyProfilePage() {
  return <PlaceholderPage title="My Profile" />;
}
