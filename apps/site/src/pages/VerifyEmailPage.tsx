import { PlaceholderPage } from './PlaceholderPage';

export default function VerifyEmailPage() {
  return <PlaceholderPage title="Verify your email" />;
}
