import { PlaceholderPage } from './PlaceholderPage';

export default function RegisterPage() {
  return <PlaceholderPage title="Create your account" />;
}
