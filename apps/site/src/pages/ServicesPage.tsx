import { servicesPageCopy } from '@sukoon/contracts/copy/pages/services';
import { ServicesScreen } from '../features/services';
import { screenPage } from '../lib/PageHead';

/** /services (B2). */
export default screenPage(servicesPageCopy, ServicesScreen);
