import { contactPageCopy } from '@sukoon/contracts/copy/pages/contact';
import { ContactScreen } from '../features/contact';
import { ScreenPage } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /contact (B2). */
function ContactPage() {
  return <ScreenPage copy={contactPageCopy} screen={ContactScreen} />;
}

export default withQuery(ContactPage);
