import { contactPageCopy } from '@sukoon/contracts/copy/pages/contact';
import { ContactScreen } from '../features/contact';
import { screenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /contact (B2). */
export default withQuery(screenPage(contactPageCopy, ContactScreen));
