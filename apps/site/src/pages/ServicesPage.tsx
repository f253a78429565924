import { ServicesScreen } from '../features/services';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /services (B2). */
function ServicesPage() {
  return (
    <>
      <PageHead page="services" />
      <ServicesScreen />
    </>
  );
}

export default withQuery(ServicesPage);
