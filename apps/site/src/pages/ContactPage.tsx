import { ContactScreen } from '../features/contact';
import { PageHead } from '../lib/PageHead';

/** /contact (B2). */
export default function ContactPage() {
  return (
    <>
      <PageHead page="contact" />
      <ContactScreen />
    </>
  );
}
