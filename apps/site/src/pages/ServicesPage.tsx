import { ServicesScreen } from '../features/services';
import { PageHead } from '../lib/PageHead';

/** /services (B2). */
export default function ServicesPage() {
  return (
    <>
      <PageHead page="services" />
      <ServicesScreen />
    </>
  );
}
