import { contactPageCopy } from '@sukoon/contracts/copy/pages/contact';
import { ContactScreen } from '../features/contact';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /contact (B2). */
function ContactPage() {
  return (
    <>
      <PageHead copy={contactPageCopy} />
      <ContactScreen />
    </>
  );
}

export default withQuery(ContactPage);
