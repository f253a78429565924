import { PAYMENT_FORM_SUBMIT_DELAY_MS } from '@sukoon/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PaymentOverlay } from '@sukoon/ui/patterns/PaymentOverlay';
import { parseProviderMarkup } from './providerMarkup';

export interface ProviderPaymentProps {
  /** The provider's checkout markup from the payment answer. */
  html: string;
  /** Cancel on the error overlay or under an embedded form: the page goes to /payment-status?status=cancel. */
  onCancel(): void;
}

/**
 * Hands the payer to the card provider (B4). A plain self-posting form is inserted into the page and
 * submitted after 1 s (the browser then leaves for the provider) behind "Redirecting to Payment
 * Gateway"; markup with an iframe, or without a form, is shown in "Complete Your Payment"; when
 * neither works, "Payment Error" offers Retry and Cancel. Retry starts a fresh attempt.
 */
export function ProviderPayment({ html, onCancel }: ProviderPaymentProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  if (failed) {
    return (
      <PaymentOverlay
        kind="error"
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
        onCancel={onCancel}
      />
    );
  }
  return <ProviderAttempt key={attempt} html={html} onCancel={onCancel} onFail={fail} />;
}

function ProviderAttempt({ html, onCancel, onFail }: ProviderPaymentProps & { onFail(): void }) {
  // Parsed per attempt: a submitted form element cannot be inserted and sent twice.
  const markup = useMemo(() => parseProviderMarkup(html), [html]);
  const embedded = markup.hasIframe || !markup.form;
  const hostRef = useRef<HTMLDivElement>(null);
  // Development's StrictMode runs effects and ref callbacks twice: the provider must get one POST.
  const submitted = useRef(false);

  useEffect(() => {
    if (markup.empty) return onFail();
    if (embedded || !markup.form || submitted.current) return;
    const form = markup.form;
    // The payer reads "Redirecting to Payment Gateway" for the spec's 1 s before the browser leaves (B4, B9).
    const timer = setTimeout(() => {
      submitted.current = true;
      try {
        if (!hostRef.current) throw new Error('No place for the payment form');
        hostRef.current.replaceChildren(form);
        form.submit();
      } catch {
        onFail();
      }
    }, PAYMENT_FORM_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [markup, embedded, onFail]);

  // The embedded markup mounts inside the overlay's portal, so its form is started once it is attached.
  const embedRef = useCallback(
    (node: HTMLDivElement | null) => {
      const form = node?.querySelector('form');
      if (!form || submitted.current) return;
      submitted.current = true;
      try {
        form.submit();
      } catch {
        onFail();
      }
    },
    [onFail],
  );

  if (markup.empty) return null;
  if (embedded) {
    return (
      <PaymentOverlay kind="complete" onCancel={onCancel}>
        {/* Cleaned of scripts and handlers by parseProviderMarkup. */}
        <div ref={embedRef} dangerouslySetInnerHTML={{ __html: markup.markup }} />
      </PaymentOverlay>
    );
  }
  return (
    <>
      {/* The form must be in the document to be submitted; the payer sees the overlay meanwhile. */}
      <div ref={hostRef} hidden data-payment-form-host="" />
      <PaymentOverlay kind="redirecting" />
    </>
  );
}
