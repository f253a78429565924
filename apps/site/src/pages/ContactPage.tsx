import { ContactScreen } from '../features/contact';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /contact (B2). */
function ContactPage() {
  return (
    <>
      <PageHead page="contact" />
      <ContactScreen />
    </>
  );
}

export default withQuery(ContactPage);
