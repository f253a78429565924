import { paymentsCopy } from '@sukoon/contracts/copy/payments';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './PaymentProcessing.css';
import { Text } from '../../primitives/Text';
import { Heading } from '../../primitives/Heading';

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
  return (
    <section className={styles.screen} aria-labelledby="payment-processing-title" aria-busy="true">
      {/* The visible heading and text carry the message; the ring is decoration. */}
      <div className={styles.spinner} aria-hidden="true">
        <Spinner size="large" label={copy.title} />
      </div>
      <div className={styles.text} role="status" aria-live="polite">
        <Heading
          level={headingLevel}
          id="payment-processing-title"
          size={{ mobile: '2xl', tablet: '3xl' }}
          leading="tight"
        >
          {copy.title}
        </Heading>
        <Text size="md" tone="secondary" className={styles.message}>
          {copy.message}
        </Text>
      </div>
    </section>
  );
}
