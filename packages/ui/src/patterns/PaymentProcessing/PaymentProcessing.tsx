import { paymentsCopy } from '@sukoon/contracts/copy/payments';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './PaymentProcessing.css';

const copy = paymentsCopy.processing;

export interface PaymentProcessingProps {
  /** Heading level of the title; the return route is its own page, so h1 by default. */
  headingLevel?: 1 | 2;
}

/**
 * The payment return screen (/api/payments/success|failure|cancel/*): shown for the moment the
 * page needs to read the gateway's query and forward to /payment-status.
 */
export function PaymentProcessing({ headingLevel = 1 }: PaymentProcessingProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.screen} aria-labelledby="payment-processing-title" aria-busy="true">
      {/* The visible heading and text carry the message; the ring is decoration. */}
      <div className={styles.spinner} aria-hidden="true">
        <Spinner size="large" label={copy.title} />
      </div>
      <div className={styles.text} role="status" aria-live="polite">
        <Heading id="payment-processing-title" className={styles.title}>
          {copy.title}
        </Heading>
        <p className={styles.message}>{copy.message}</p>
      </div>
    </section>
  );
}
