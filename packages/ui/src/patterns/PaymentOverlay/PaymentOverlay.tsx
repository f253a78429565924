import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { paymentsCopy } from '@sukoon/contracts/copy/payments';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { Icon } from '../../primitives/Icon';
import * as styles from './PaymentOverlay.css';

const copy = paymentsCopy.overlay;

export const paymentOverlayKinds = ['complete', 'error', 'redirecting'] as const;
export type PaymentOverlayKind = (typeof paymentOverlayKinds)[number];

export interface PaymentOverlayProps {
  /**
   * complete: "Complete Your Payment" around the provider's form or iframe (children);
   * error: "Payment Error" with Retry and Cancel; redirecting: "Redirecting to Payment Gateway" with a spinner.
   */
  kind: PaymentOverlayKind;
  /** Error overlay: try loading the payment form again. */
  onRetry?: () => void;
  /** Error overlay: give up (the page then goes to /payment-status?status=cancel). Also offered under the payment form when set. */
  onCancel?: () => void;
  /** The provider's form host or iframe, shown in the "Complete Your Payment" frame; a spinner until it is given. */
  children?: ReactNode;
}

/**
 * Full-screen payment overlays. Always open while rendered (the page mounts it only when needed):
 * focus is trapped inside, the page behind is inert, and outside clicks never dismiss it, because
 * leaving a payment half way must be an explicit choice. Escape means Cancel only on the error overlay.
 */
export function PaymentOverlay({ kind, onRetry, onCancel, children }: PaymentOverlayProps) {
  const block = (event: Event) => event.preventDefault();
  const onEscape = (event: KeyboardEvent) => {
    event.preventDefault();
    if (kind === 'error') onCancel?.();
  };

  return (
    <RadixDialog.Root open modal>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.backdrop} />
        <RadixDialog.Content
          className={styles.panel({ kind: kind === 'complete' ? 'complete' : 'message' })}
          role={kind === 'error' ? 'alertdialog' : 'dialog'}
          aria-busy={kind === 'redirecting' || undefined}
          data-payment-overlay={kind}
          onEscapeKeyDown={onEscape}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          {kind === 'complete' ? (
            <CompletePayment onCancel={onCancel}>{children}</CompletePayment>
          ) : kind === 'error' ? (
            <PaymentError onRetry={onRetry} onCancel={onCancel} />
          ) : (
            <Redirecting />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function CompletePayment({ onCancel, children }: { onCancel: (() => void) | undefined; children: ReactNode }) {
  const hasForm = children !== undefined && children !== null && children !== false;
  return (
    <>
      <div className={styles.header}>
        <div className={styles.headings}>
          <RadixDialog.Title className={styles.title}>{copy.complete.title}</RadixDialog.Title>
          <RadixDialog.Description className={styles.description}>{copy.complete.description}</RadixDialog.Description>
        </div>
        <span className={styles.secure}>
          <Icon name="secureLock" size="xsmall" />
          {copy.complete.secure}
        </span>
      </div>
      <div className={styles.frame} aria-busy={!hasForm || undefined}>
        {hasForm ? (
          children
        ) : (
          <div className={styles.frameLoading}>
            <Spinner size="large" label={copy.complete.loading} showLabel />
          </div>
        )}
      </div>
      {onCancel ? (
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onCancel}>
            {copy.complete.cancel}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function PaymentError({
  onRetry,
  onCancel,
}: {
  onRetry: (() => void) | undefined;
  onCancel: (() => void) | undefined;
}) {
  return (
    <>
      <Icon name="errorCircle" size="xxlarge" className={styles.errorIcon} />
      <div className={styles.messageText}>
        <RadixDialog.Title className={styles.title}>{copy.error.title}</RadixDialog.Title>
        <RadixDialog.Description className={styles.description}>{copy.error.description}</RadixDialog.Description>
      </div>
      <div className={styles.actions}>
        {/* Retry first in the DOM: it receives the initial focus and is the likelier choice. */}
        <Button onClick={onRetry} disabled={!onRetry}>
          {copy.error.retry}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={!onCancel}>
          {copy.error.cancel}
        </Button>
      </div>
    </>
  );
}

function Redirecting() {
  return (
    <>
      <div className={styles.spinnerWrap} aria-hidden="true">
        <Spinner size="large" label={copy.redirecting.spinner} />
      </div>
      <div className={styles.messageText}>
        <RadixDialog.Title className={styles.title}>{copy.redirecting.title}</RadixDialog.Title>
        <RadixDialog.Description className={styles.description}>{copy.redirecting.description}</RadixDialog.Description>
      </div>
    </>
  );
}
