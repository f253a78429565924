import { useId } from 'react';
import { formatDateLong, formatInr, type Invoice, type InvoiceParty } from '@sukoon/contracts';
import { invoicesCopy as copy } from '@sukoon/contracts/copy/invoices';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './InvoiceDocument.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

export interface InvoiceDocumentProps {
  invoice: Invoice;
  /** The page's print action (window.print in the app); the button is not printed. */
  onPrint?: () => void;
  headingLevel?: 1 | 2;
}

/** Paise as rupees with paise always shown, as invoices write them: ₹4,237.29, ₹5,000.00. */
const rupees = (paise: number) =>
  formatInr(paise / 100).includes('.') ? formatInr(paise / 100) : `${formatInr(paise / 100)}.00`;

function Party({ title, party }: { title: string; party: InvoiceParty }) {
  const id = useId();
  return (
    <section className={styles.party} aria-labelledby={id}>
      <Heading level={2} id={id} size="xs" tone="secondary" weight="semibold">
        {title}
      </Heading>
      <Text weight="semibold">{party.name}</Text>
      {party.address.map((line) => (
        <Text key={line} size="sm" className={styles.line}>
          {line}
        </Text>
      ))}
      {party.state ? (
        <Text size="sm" className={styles.line}>
          {party.state}
        </Text>
      ) : null}
      <Text size="sm" className={styles.line}>
        {copy.gstin}: {party.gstin ?? copy.noGstin}
      </Text>
      {party.email ? (
        <Text size="sm" className={styles.line}>
          {party.email}
        </Text>
      ) : null}
    </section>
  );
}

/**
 * A GST tax invoice as an accessible document: the number, date and place of supply, both parties, the line, the
 * tax split (CGST and SGST within the company's state, IGST across states) and the total in figures and words. Its
 * print styles drop the page around it and the print button, so "Print or save as PDF" gives a clean A4 page.
 */
export function InvoiceDocument({ invoice, onPrint, headingLevel = 1 }: InvoiceDocumentProps) {
  const titleId = useId();
  const totalsId = useId();
  const rate = invoice.rate_percent;
  return (
    <article className={styles.invoice} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Heading level={headingLevel} id={titleId} size="2xl">
          {copy.title}
        </Heading>
        {onPrint ? (
          <div className={styles.screenOnly}>
            <Button variant="secondary" onClick={onPrint}>
              {copy.print}
            </Button>
          </div>
        ) : null}
      </header>

      <dl className={styles.meta}>
        <div>
          <dt>{copy.meta.number}</dt>
          <dd>{invoice.number}</dd>
        </div>
        <div>
          <dt>{copy.meta.date}</dt>
          <dd>
            <time dateTime={invoice.issued_at}>{formatDateLong(new Date(invoice.issued_at))}</time>
          </dd>
        </div>
        <div>
          <dt>{copy.meta.placeOfSupply}</dt>
          <dd>
            {invoice.place_of_supply.state} ({invoice.place_of_supply.code})
          </dd>
        </div>
        <div>
          <dt>{copy.meta.orderId}</dt>
          <dd className={styles.reference}>{invoice.transaction_id}</dd>
        </div>
      </dl>

      <div className={styles.parties}>
        <Party title={copy.from} party={invoice.supplier} />
        <Party title={copy.billedTo} party={invoice.recipient} />
      </div>

      <table className={styles.items}>
        <caption className={styles.caption}>{copy.items.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.items.description}</th>
            <th scope="col">{copy.items.sac}</th>
            <th scope="col" className={styles.number}>
              {copy.items.quantity}
            </th>
            <th scope="col" className={styles.number}>
              {copy.items.taxable}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{invoice.description}</td>
            <td>{invoice.sac}</td>
            <td className={styles.number}>{invoice.quantity}</td>
            <td className={styles.number}>{rupees(invoice.taxable_paise)}</td>
          </tr>
        </tbody>
      </table>

      <section aria-labelledby={totalsId} className={styles.totalsSection}>
        <VisuallyHidden as="h2" id={totalsId}>
          {copy.totals.label}
        </VisuallyHidden>
        <dl className={styles.totals}>
          <div>
            <dt>{copy.totals.taxable}</dt>
            <dd>{rupees(invoice.taxable_paise)}</dd>
          </div>
          {invoice.tax_kind === 'intra' ? (
            <>
              <div>
                <dt>{copy.totals.cgst(rate)}</dt>
                <dd>{rupees(invoice.cgst_paise)}</dd>
              </div>
              <div>
                <dt>{copy.totals.sgst(rate)}</dt>
                <dd>{rupees(invoice.sgst_paise)}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt>{copy.totals.igst(rate)}</dt>
              <dd>{rupees(invoice.igst_paise)}</dd>
            </div>
          )}
          <div className={styles.grandTotal}>
            <dt>{copy.totals.total}</dt>
            <dd>{rupees(invoice.total_paise)}</dd>
          </div>
        </dl>
        <Text size="sm" className={styles.words}>
          <span className={styles.wordsLabel}>{copy.totals.words}: </span>
          {invoice.total_in_words}
        </Text>
      </section>

      <footer className={styles.notes}>
        {copy.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </footer>
    </article>
  );
}
