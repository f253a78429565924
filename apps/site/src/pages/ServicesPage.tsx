import { ServicesScreen } from '../features/services/ServicesScreen';

/** /services (B2). */
export default function ServicesPage() {
  return <ServicesScreen />;
}
