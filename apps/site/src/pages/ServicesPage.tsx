import { servicesPageCopy } from '@sukoon/contracts/copy/pages/services';
import { ServicesScreen } from '../features/services';
import { PageHead } from '../lib/PageHead';

/** /services (B2). */
function ServicesPage() {
  return (
    <>
      <PageHead copy={servicesPageCopy} />
      <ServicesScreen />
    </>
  );
}

export default ServicesPage;
