import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatInTimeZone } from 'date-fns-tz';
import { IST, type StaffInquiry, type StaffTestimonial, type StaffTestimonialUpdate } from '@sukoon/contracts';
import { siteCopy } from '@sukoon/contracts/copy/site';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { Button } from '@sukoon/ui/primitives/Button';
import { Checkbox } from '@sukoon/ui/primitives/Checkbox';
import { Notice } from '@sukoon/ui/primitives/Notice';
import { Spinner } from '@sukoon/ui/primitives/Spinner';
import { Stack } from '@sukoon/ui/primitives/Stack';
import { TextLink } from '@sukoon/ui/primitives/TextLink';
import { ApiError } from '../../lib/apiClient';
import { paths } from '../../lib/paths';
import { useStaffInquiries } from './api/staffInquiries';
import { staffTestimonialsQueryKey, useStaffTestimonials } from './api/staffTestimonials';
import { updateStaffTestimonial } from './api/staffUpdateTestimonial';
import { statusOf, withChange } from './approvals';
import * as styles from './StaffScreen.css';

const copy = staffCopy;

/** "21 Nov 2026, 5:35 pm" in India, whatever the viewer's zone. */
const istDateTime = (iso: string) => {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatInTimeZone(instant, IST, 'd MMM yyyy, h:mm aaa');
};

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * /staff (ours): moderation for accounts with the staff role. Testimonials (waiting ones first; approve for the site
 * and for the home page, impossible without the author's consent) and the contact messages. The server decides who is
 * staff: a 403 shows "This area is for Sukoon staff" with a way home.
 */
export function StaffScreen() {
  const testimonials = useStaffTestimonials();
  const forbidden = isForbidden(testimonials.error);
  return (
    <>
      <PageHeading title={siteCopy.pages.staff.heading} subtitle={forbidden ? undefined : copy.intro} />
      <div className={styles.content}>
        {forbidden ? (
          <NotStaff />
        ) : (
          <>
            <nav aria-label={copy.tabs.label} className={styles.sectionNav}>
              <TextLink href="#staff-testimonials" weight="semibold">
                {copy.tabs.testimonials}
              </TextLink>
              <TextLink href="#staff-inquiries" weight="semibold">
                {copy.tabs.inquiries}
              </TextLink>
            </nav>
            <TestimonialsSection query={testimonials} />
            <InquiriesSection />
          </>
        )}
      </div>
    </>
  );
}

function NotStaff() {
  return (
    <section className={styles.notStaff} aria-labelledby="staff-not-staff">
      <h2 id="staff-not-staff" className={styles.sectionHeading}>
        {copy.notStaff.title}
      </h2>
      <p className={styles.summary}>{copy.notStaff.body}</p>
      <TextLink href={paths.home} weight="semibold">
        {copy.notStaff.home}
      </TextLink>
    </section>
  );
}

/* ---------- Testimonials ---------- */

function TestimonialsSection({ query }: { query: ReturnType<typeof useStaffTestimonials> }) {
  const client = useQueryClient();
  // Per testimonial: the last failed save's message (the list keeps the server's state, nothing else is lost).
  const [failures, setFailures] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState<Record<number, number>>({});

  const mutation = useMutation({
    mutationFn: ({ id, change }: { id: number; change: StaffTestimonialUpdate }) => updateStaffTestimonial(id, change),
    onMutate: async ({ id, change }) => {
      setFailures(({ [id]: _cleared, ...rest }) => rest);
      setSaving((current) => ({ ...current, [id]: (current[id] ?? 0) + 1 }));
      await client.cancelQueries({ queryKey: staffTestimonialsQueryKey });
      const before = client.getQueryData<StaffTestimonial[]>(staffTestimonialsQueryKey);
      client.setQueryData<StaffTestimonial[]>(staffTestimonialsQueryKey, (list) =>
        list?.map((item) => (item.id === id ? withChange(item, change) : item)),
      );
      return { before: before?.find((item) => item.id === id) };
    },
    onSuccess: (saved) => {
      client.setQueryData<StaffTestimonial[]>(staffTestimonialsQueryKey, (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
    },
    onError: (error, { id }, context) => {
      const before = context?.before;
      if (before) {
        client.setQueryData<StaffTestimonial[]>(staffTestimonialsQueryKey, (list) =>
          list?.map((item) => (item.id === id ? before : item)),
        );
      }
      setFailures((current) => ({ ...current, [id]: error.message }));
    },
    onSettled: (_data, _error, { id }) => {
      setSaving((current) => ({ ...current, [id]: (current[id] ?? 1) - 1 }));
      // The public lists (/testimonials and the home page) read again when next shown.
      void client.invalidateQueries({ queryKey: ['testimonials'] });
    },
  });

  const list = query.data;
  const waiting = list?.filter((item) => statusOf(item) === 'waiting').length ?? 0;
  return (
    <section aria-labelledby="staff-testimonials" className={styles.section}>
      <Stack space="2">
        <h2 id="staff-testimonials" className={styles.sectionHeading}>
          {copy.tabs.testimonials}
        </h2>
        {list && list.length > 0 ? (
          <p className={styles.summary}>
            {waiting > 0 ? copy.testimonials.waiting(waiting) : copy.testimonials.noneWaiting}
          </p>
        ) : null}
      </Stack>
      {list ? (
        list.length === 0 ? (
          <p className={styles.empty}>{copy.testimonials.empty}</p>
        ) : (
          <ul className={styles.list} aria-label={copy.tabs.testimonials}>
            {list.map((item) => (
              <TestimonialItem
                key={item.id}
                item={item}
                saving={(saving[item.id] ?? 0) > 0}
                failure={failures[item.id]}
                onChange={(change) => mutation.mutate({ id: item.id, change })}
              />
            ))}
          </ul>
        )
      ) : query.isError ? (
        <Notice tone="error" action={{ label: copy.testimonials.retry, onClick: () => void query.refetch() }}>
          {copy.testimonials.loadFailed} {query.error.message}
        </Notice>
      ) : (
        <Spinner size="large" label={copy.testimonials.loading} showLabel />
      )}
    </section>
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
  const t = copy.testimonials;
  const titleId = `staff-testimonial-${item.id}`;
  return (
    <li className={`${styles.item} ${status === 'waiting' ? styles.itemWaiting : ''}`} aria-labelledby={titleId}>
      <div className={styles.itemHeader}>
        <h3 id={titleId} className={styles.itemTitle}>
          {item.author || 'Unknown'}
          {item.service_title ? `, ${item.service_title}` : ''}
        </h3>
        <span className={styles.badge[status]}>{t.status[status]}</span>
      </div>
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
      {failure ? <Notice tone="error">{t.saveFailed(failure)}</Notice> : null}
    </li>
  );
}

/* ---------- Contact messages ---------- */

function InquiriesSection() {
  const query = useStaffInquiries();
  const pages = query.data?.pages;
  const messages: StaffInquiry[] = pages?.flatMap((page) => page.results) ?? [];
  const total = pages?.[0]?.count ?? 0;
  const c = copy.inquiries;
  return (
    <section aria-labelledby="staff-inquiries" className={styles.section}>
      <Stack space="2">
        <h2 id="staff-inquiries" className={styles.sectionHeading}>
          {copy.tabs.inquiries}
        </h2>
        {pages && total > 0 ? <p className={styles.summary}>{c.count(messages.length, total)}</p> : null}
      </Stack>
      {pages ? (
        messages.length === 0 ? (
          <p className={styles.empty}>{c.empty}</p>
        ) : (
          <>
            <ul className={styles.list} aria-label={copy.tabs.inquiries}>
              {messages.map((message) => (
                <li key={message.id} className={styles.item} aria-labelledby={`staff-inquiry-${message.id}`}>
                  <div className={styles.itemHeader}>
                    <h3 id={`staff-inquiry-${message.id}`} className={styles.itemTitle}>
                      {message.name}
                    </h3>
                    <span className={styles.summary}>{c.received(istDateTime(message.created_at))}</span>
                  </div>
                  <TextLink href={`mailto:${message.email}`}>{message.email}</TextLink>
                  <p className={styles.message}>{message.message}</p>
                </li>
              ))}
            </ul>
            {query.isFetchNextPageError ? <Notice tone="error">{c.loadFailed}</Notice> : null}
            {query.hasNextPage ? (
              <div>
                <Button
                  variant="secondary"
                  loading={query.isFetchingNextPage}
                  loadingLabel={c.loadingMore}
                  onClick={() => void query.fetchNextPage()}
                >
                  {c.more}
                </Button>
              </div>
            ) : null}
          </>
        )
      ) : query.isError ? (
        <Notice tone="error" action={{ label: c.retry, onClick: () => void query.refetch() }}>
          {c.loadFailed} {query.error.message}
        </Notice>
      ) : (
        <Spinner size="large" label={c.loading} showLabel />
      )}
    </section>
  );
}
