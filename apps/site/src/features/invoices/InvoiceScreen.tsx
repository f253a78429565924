import { useParams } from 'react-router-dom';
import { invoicesCopy as copy } from '@sukoon/contracts/copy/invoices';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { InvoiceDocument } from '@sukoon/ui/patterns/InvoiceDocument';
import { Notice } from '@sukoon/ui/primitives/Notice';
import { OfflineNotice } from '@sukoon/ui/primitives/OfflineNotice';
import { Spinner } from '@sukoon/ui/primitives/Spinner';
import { TextLink } from '@sukoon/ui/primitives/TextLink';
import { ApiError } from '../../lib/apiError';
import { useOnline } from '../../lib/OnlineStatus';
import { paths } from '../../lib/paths';
import { useInvoice } from './api/invoices';
import * as styles from './InvoiceScreen.css';
import { Heading } from '@sukoon/ui/primitives/Heading';
import { Text } from '@sukoon/ui/primitives/Text';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /invoices/:id (ours): one GST tax invoice of the signed-in person, printable ("Print or save as PDF" prints just
 * the invoice). Another person's invoice or an unknown id shows "Invoice not found" with the way back; a failed
 * call offers Try again; offline says so.
 */
export function InvoiceScreen() {
  const { id = '' } = useParams();
  const invoiceId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const invoice = useInvoice(invoiceId);
  const online = useOnline();

  let content;
  if (invoice.data) {
    content = <InvoiceDocument invoice={invoice.data} onPrint={() => window.print()} />;
  } else if (Number.isNaN(invoiceId) || isNotFound(invoice.error)) {
    content = (
      <section className={styles.message} aria-labelledby="invoice-not-found">
        <Heading level={1} id="invoice-not-found" size="2xl">
          {copy.notFound.title}
        </Heading>
        <p>{copy.notFound.body}</p>
        <TextLink href={paths.myBookings} weight="semibold">
          {copy.notFound.back}
        </TextLink>
      </section>
    );
  } else if (!online && !invoice.isSuccess) {
    content = (
      <OfflineNotice
        title={shellCopy.offline.title}
        message={shellCopy.offline.message}
        action={{ label: copy.retry, onClick: () => void invoice.refetch() }}
      />
    );
  } else if (invoice.isError) {
    content = (
      <Notice tone="error" action={{ label: copy.retry, onClick: () => void invoice.refetch() }}>
        {copy.failed}
      </Notice>
    );
  } else {
    content = (
      <Text className={styles.loading}>
        <Spinner label={copy.loading} />
      </Text>
    );
  }
  return <div className={styles.page}>{content}</div>;
}
