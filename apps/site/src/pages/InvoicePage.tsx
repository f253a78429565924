import { invoicePageCopy } from '@sukoon/contracts/copy/pages/invoice';
import { InvoiceScreen } from '../features/invoices';
import { PageHead } from '../lib/PageHead';
import { withQuery } from '../lib/QueryProvider';

/** /invoices/:id (ours): one GST tax invoice of the signed-in person, behind the sign-in guard; never indexed. */
function InvoicePage() {
  return (
    <>
      <PageHead copy={invoicePageCopy} />
      <meta name="robots" content="noindex, nofollow" />
      <InvoiceScreen />
    </>
  );
}

export default withQuery(InvoicePage);
