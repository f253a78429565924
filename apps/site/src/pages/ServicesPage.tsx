import { servicesPageCopy } from '@sukoon/contracts/copy/pages/services';
import { ServicesScreen } from '../features/services';
import { ScreenPage } from '../lib/PageHead';

/** /services (B2). */
function ServicesPage() {
  return <ScreenPage copy={servicesPageCopy} screen={ServicesScreen} />;
}

export default ServicesPage;
