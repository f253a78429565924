import type { StaffTestimonial, StaffTestimonialUpdate } from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { Checkbox } from '../../primitives/Checkbox';
import { Notice } from '../../primitives/Notice';
import { Spinner } from '../../primitives/Spinner';
import { staffSectionIds } from '../StaffNav/StaffNav';
import { StaffBadge, StaffItem, StaffLoaded, StaffSection, istDateTime, type StaffListProps } from '../StaffSection';
import * as styles from '../StaffSection/StaffSection.css';

export type ModerationStatus = 'waiting' | 'site' | 'home' | 'private';

/** Where a testimonial stands: not publishable without consent, else on the home page, on the site or waiting. */
export function statusOf(item: StaffTestimonial): ModerationStatus {
  if (!item.consent) return 'private';
  if (item.approved_on_main_page) return 'home';
  return item.is_admin_approved ? 'site' : 'waiting';
}

export interface StaffTestimonialsProps extends StaffListProps<StaffTestimonial> {
  /** The ids whose change is in flight. */
  saving?: readonly number[];
  /** By id: why its last change failed, as a sentence (the list keeps the server's state). */
  failures?: Readonly<Partial<Record<number, string>>>;
  /** A box was ticked or cleared. */
  onChange(id: number, change: StaffTestimonialUpdate): void;
}

/**
 * Testimonials, waiting ones first: approve for the site and for the home page, impossible without the author's
 * consent; what to improve is shown to staff only.
 */
export function StaffTestimonials({
  items,
  loadFailure,
  onRetry,
  saving = [],
  failures = {},
  onChange,
}: StaffTestimonialsProps) {
  const t = staffCopy.testimonials;
  const waiting = items?.filter((item) => statusOf(item) === 'waiting').length ?? 0;
  return (
    <StaffSection
      id={staffSectionIds.testimonials}
      title={staffCopy.tabs.testimonials}
      summary={items && items.length > 0 ? (waiting > 0 ? t.waiting(waiting) : t.noneWaiting) : undefined}
    >
      <StaffLoaded items={items} loadFailure={loadFailure} onRetry={onRetry} texts={t} empty={t.empty}>
        {(testimonials) => (
          <ul className={styles.list} aria-label={staffCopy.tabs.testimonials}>
            {testimonials.map((item) => (
              <TestimonialItem
                key={item.id}
                item={item}
                saving={saving.includes(item.id)}
                failure={failures[item.id]}
                onChange={(change) => onChange(item.id, change)}
              />
            ))}
          </ul>
        )}
      </StaffLoaded>
    </StaffSection>
  );
}

function TestimonialItem({
  item,
  saving,
  failure,
  onChange,
}: {
  item: StaffTestimonial;
  saving: boolean;
  failure: string | undefined;
  onChange(change: StaffTestimonialUpdate): void;
}) {
  const status = statusOf(item);
  const t = staffCopy.testimonials;
  const author = item.author || t.unknownAuthor;
  return (
    <StaffItem
      titleId={`staff-testimonial-${item.id}`}
      title={item.service_title ? `${author}, ${item.service_title}` : author}
      waiting={status === 'waiting'}
      aside={<StaffBadge tone={status}>{t.status[status]}</StaffBadge>}
    >
      <blockquote className={styles.quote}>{item.comment}</blockquote>
      <ul className={styles.meta}>
        <li>{t.rating(item.rating)}</li>
        <li>{t.received(istDateTime(item.created_at))}</li>
        {item.would_recommend ? <li>{t.recommends}</li> : null}
        <li>{item.consent ? t.consentGiven : t.consentMissing}</li>
      </ul>
      {item.improve ? (
        <p className={styles.improve}>
          <span className={styles.improveLabel}>{t.improveLabel}</span>
          {item.improve}
        </p>
      ) : null}
      <div className={styles.controls}>
        <Checkbox
          label={t.approveSite}
          checked={item.is_admin_approved}
          disabled={!item.consent}
          onCheckedChange={(checked) => onChange({ is_admin_approved: checked })}
        />
        <Checkbox
          label={t.showOnHome}
          checked={item.approved_on_main_page}
          disabled={!item.consent}
          onCheckedChange={(checked) => onChange({ approved_on_main_page: checked })}
        />
        {saving ? <Spinner label={t.saving} showLabel /> : null}
      </div>
      <p className={styles.reason}>{item.consent ? t.homeImpliesSite : t.noConsentReason}</p>
      {failure === undefined ? null : <Notice tone="error">{t.saveFailed(failure)}</Notice>}
    </StaffItem>
  );
}
