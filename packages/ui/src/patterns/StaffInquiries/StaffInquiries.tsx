import type { StaffInquiry } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { mailtoHref } from '@sukoon/contracts/rules/links';
import { Button } from '../../primitives/Button';
import { Notice } from '../../primitives/Notice';
import { TextLink } from '../../primitives/TextLink';
import { staffSectionIds } from '../StaffNav/StaffNav';
import { StaffItem, StaffLoaded, StaffSection, istDateTime, type StaffListProps } from '../StaffSection';
import * as styles from '../StaffSection/StaffSection.css';

export interface StaffInquiriesProps extends StaffListProps<StaffInquiry> {
  /** How many messages there are in all (the loaded ones are `items`). */
  total: number;
  /** Older messages are there to load. */
  hasMore?: boolean;
  /** Older messages are loading. */
  loadingMore?: boolean;
  /** Loading older messages failed. */
  moreFailed?: boolean;
  /** Load the next page of older messages. */
  onMore(): void;
}

/** Contact messages, newest first, with the address to answer and the date in India; older ones a page at a time. */
export function StaffInquiries({
  items,
  loadFailure,
  onRetry,
  total,
  hasMore = false,
  loadingMore = false,
  moreFailed = false,
  onMore,
}: StaffInquiriesProps) {
  const c = staffCopy.inquiries;
  return (
    <StaffSection
      id={staffSectionIds.inquiries}
      title={staffCopy.tabs.inquiries}
      summary={items && total > 0 ? c.count(items.length, total) : undefined}
    >
      <StaffLoaded items={items} loadFailure={loadFailure} onRetry={onRetry} texts={c} empty={c.empty}>
        {(messages) => (
          <>
            <ul className={styles.list} aria-label={staffCopy.tabs.inquiries}>
              {messages.map((message) => (
                <StaffItem
                  key={message.id}
                  titleId={`staff-inquiry-${message.id}`}
                  title={message.name}
                  aside={<span className={styles.summary}>{c.received(istDateTime(message.created_at))}</span>}
                >
                  <TextLink href={mailtoHref(message.email)}>{message.email}</TextLink>
                  <p className={styles.message}>{message.message}</p>
                </StaffItem>
              ))}
            </ul>
            {moreFailed ? <Notice tone="error">{c.loadFailed}</Notice> : null}
            {hasMore ? (
              <div>
                <Button variant="secondary" loading={loadingMore} loadingLabel={c.loadingMore} onClick={onMore}>
                  {c.more}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </StaffLoaded>
    </StaffSection>
  );
}
