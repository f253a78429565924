import type { StaffRefund } from '@sukoon/contracts';
import { formatInr } from '@sukoon/contracts/rules/prices';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Notice } from '../../primitives/Notice';
import { Stack } from '../../primitives/Stack';
import { staffSectionIds } from '../StaffNav/StaffNav';
import {
  StaffBadge,
  StaffClientContact,
  StaffItem,
  StaffLoaded,
  StaffSection,
  istDateTime,
  type StaffListProps,
} from '../StaffSection';
import * as styles from '../StaffSection/StaffSection.css';

export interface StaffRefundsProps extends StaffListProps<StaffRefund> {
  /** The refund whose confirmation is open, if any. */
  confirming?: StaffRefund;
  /** Mark refunded was pressed on a refund: open its confirmation. */
  onMark(refund: StaffRefund): void;
  /** The confirmation was closed without marking. */
  onCancel(): void;
  /** The confirmation's Yes: mark `confirming` refunded. */
  onConfirm(refund: StaffRefund): void;
  /** The mark call is in flight. */
  saving?: boolean;
  /** Why the last mark failed, as a sentence (shown in the confirmation). */
  saveFailure?: string;
}

/**
 * Refund requests, waiting ones first: each with its reason, amount, transaction and client; Mark refunded opens a
 * confirmation, as the money goes back outside the site.
 */
export function StaffRefunds({
  items,
  loadFailure,
  onRetry,
  confirming,
  onMark,
  onCancel,
  onConfirm,
  saving = false,
  saveFailure,
}: StaffRefundsProps) {
  const c = staffCopy.refunds;
  const waiting = items?.filter((item) => !item.refunded_at).length ?? 0;
  return (
    <StaffSection
      id={staffSectionIds.refunds}
      title={staffCopy.tabs.refunds}
      summary={items && items.length > 0 ? (waiting > 0 ? c.waiting(waiting) : c.noneWaiting) : undefined}
    >
      <StaffLoaded items={items} loadFailure={loadFailure} onRetry={onRetry} texts={c} empty={c.empty}>
        {(refunds) => (
          <ul className={styles.list} aria-label={staffCopy.tabs.refunds}>
            {refunds.map((refund) => (
              <StaffItem
                key={refund.payment_id}
                titleId={`staff-refund-${refund.payment_id}`}
                title={`${refund.client_name || staffCopy.erasedClient}, ${refund.item}`}
                waiting={!refund.refunded_at}
                aside={
                  <StaffBadge tone={refund.refunded_at ? 'site' : 'waiting'}>
                    {c.status[refund.refunded_at ? 'refunded' : 'waiting']}
                  </StaffBadge>
                }
              >
                <p className={styles.message}>{refund.reason}</p>
                <ul className={styles.meta}>
                  <li>{c.amount(formatInr(refund.amount))}</li>
                  <li>{c.transaction(refund.txnid)}</li>
                  <StaffClientContact email={refund.email} />
                  <li>
                    {refund.refunded_at
                      ? c.refunded(istDateTime(refund.refunded_at), refund.refunded_by)
                      : c.requested(istDateTime(refund.requested_at))}
                  </li>
                </ul>
                {refund.refunded_at ? null : (
                  <div>
                    <Button variant="secondary" onClick={() => onMark(refund)}>
                      {c.mark}
                    </Button>
                  </div>
                )}
              </StaffItem>
            ))}
          </ul>
        )}
      </StaffLoaded>
      <Dialog
        open={confirming !== undefined}
        closeLabel={shellCopy.close}
        onOpenChange={(open) => {
          if (!open) onCancel();
        }}
        title={c.mark}
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={onCancel}>
              {c.cancel}
            </Button>
            <Button loading={saving} loadingLabel={c.saving} onClick={() => confirming && onConfirm(confirming)}>
              {c.confirmYes}
            </Button>
          </>
        }
      >
        <Stack space="3">
          <p>{confirming ? c.confirm(formatInr(confirming.amount), confirming.client_name) : null}</p>
          {saveFailure === undefined ? null : <Notice tone="error">{c.saveFailed(saveFailure)}</Notice>}
        </Stack>
      </Dialog>
    </StaffSection>
  );
}
