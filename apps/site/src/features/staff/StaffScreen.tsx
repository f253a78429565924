import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatInTimeZone } from 'date-fns-tz';
import {
  formatInr,
  IST,
  staffCouponCreateRequestSchema,
  todayIst,
  type StaffCoupon,
  type StaffCouponCreate,
  type StaffInquiry,
  type StaffRefund,
  type StaffTestimonial,
  type StaffTestimonialUpdate,
} from '@sukoon/contracts';
import { staffPageCopy } from '@sukoon/contracts/copy/pages/staff';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { mailtoHref } from '@sukoon/contracts/rules/links';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { Button } from '@sukoon/ui/primitives/Button';
import { Checkbox } from '@sukoon/ui/primitives/Checkbox';
import { Dialog } from '@sukoon/ui/primitives/Dialog';
import { Notice } from '@sukoon/ui/primitives/Notice';
import { Spinner } from '@sukoon/ui/primitives/Spinner';
import { Stack } from '@sukoon/ui/primitives/Stack';
import { TextField } from '@sukoon/ui/primitives/TextField';
import { TextLink } from '@sukoon/ui/primitives/TextLink';
import { ApiError } from '../../lib/apiError';
import { useClock } from '../../lib/Clock';
import { paths } from '../../lib/paths';
import { createStaffCoupon, setStaffCouponActive, staffCouponsQueryKey, useStaffCoupons } from './api/staffCoupons';
import { useStaffInquiries } from './api/staffInquiries';
import { downloadPaymentsCsv } from './api/staffPaymentsCsv';
import { markRefunded, staffRefundsQueryKey, useStaffRefunds } from './api/staffRefunds';
import { useStaffSessions } from './api/staffSessions';
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
 * /staff (ours): for accounts with the staff role. The day's sessions (another day by the date field), refund requests
 * (marked refunded after a confirmation), the payments CSV for accounting, coupons (created, paused and resumed here,
 * with their uses), testimonials (waiting ones first; approve for
 * the site and for the home page, impossible without the author's consent) and the contact messages. The server
 * decides who is staff: a 403 shows "This area is for Sukoon staff" with a way home.
 */
export function StaffScreen() {
  const testimonials = useStaffTestimonials();
  const forbidden = isForbidden(testimonials.error);
  return (
    <>
      <PageHeading title={staffPageCopy.heading} subtitle={forbidden ? undefined : copy.intro} />
      <div className={styles.content}>
        {forbidden ? (
          <NotStaff />
        ) : (
          <>
            <nav aria-label={copy.tabs.label} className={styles.sectionNav}>
              <TextLink href="#staff-sessions" weight="semibold">
                {copy.tabs.sessions}
              </TextLink>
              <TextLink href="#staff-refunds" weight="semibold">
                {copy.tabs.refunds}
              </TextLink>
              <TextLink href="#staff-exports" weight="semibold">
                {copy.tabs.exports}
              </TextLink>
              <TextLink href="#staff-coupons" weight="semibold">
                {copy.tabs.coupons}
              </TextLink>
              <TextLink href="#staff-testimonials" weight="semibold">
                {copy.tabs.testimonials}
              </TextLink>
              <TextLink href="#staff-inquiries" weight="semibold">
                {copy.tabs.inquiries}
              </TextLink>
            </nav>
            <SessionsSection />
            <RefundsSection />
            <ExportSection />
            <CouponsSection />
            <TestimonialsSection query={testimonials} />
            <InquiriesSection />
          </>
        )}
      </div>
    </>
  );
}

/** A section whose call has not answered yet: its failure with Try again, or the spinner. */
function NotLoaded({
  query,
  copy: texts,
}: {
  query: { isError: boolean; error: Error | null; refetch(): unknown };
  copy: { retry: string; loadFailed: string; loading: string };
}) {
  return query.isError ? (
    <Notice tone="error" action={{ label: texts.retry, onClick: () => void query.refetch() }}>
      {texts.loadFailed} {query.error?.message}
    </Notice>
  ) : (
    <Spinner size="large" label={texts.loading} showLabel />
  );
}

/**
 * A client's name (when shown) and address as list items; a client who deleted their account has neither (the API
 * answers them empty), and staff read "Deleted account" with nothing to write to.
 */
function ClientContact({ name, email }: { name?: string; email: string }) {
  if (!email) return <li>{copy.erasedClient}</li>;
  return (
    <>
      {name === undefined ? null : <li>{name}</li>}
      <li>
        <TextLink href={mailtoHref(email)}>{email}</TextLink>
      </li>
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

/* ---------- The day's sessions ---------- */

function SessionsSection() {
  // Unset until staff pick a day: the server then answers today in India by its own clock (the test clock in demo).
  const [date, setDate] = useState<string | undefined>(undefined);
  const query = useStaffSessions(date);
  const c = copy.sessions;
  const day = query.data;
  return (
    <section aria-labelledby="staff-sessions" className={styles.section}>
      <Stack space="2">
        <h2 id="staff-sessions" className={styles.sectionHeading}>
          {copy.tabs.sessions}
        </h2>
        {day && day.sessions.length > 0 ? <p className={styles.summary}>{c.count(day.sessions.length)}</p> : null}
      </Stack>
      <div className={styles.field}>
        <TextField
          label={c.dateLabel}
          type="date"
          value={date ?? day?.date ?? ''}
          onChange={(event) => setDate(event.target.value || undefined)}
        />
      </div>
      {day ? (
        day.sessions.length === 0 ? (
          <p className={styles.empty}>{c.empty}</p>
        ) : (
          <ol className={styles.list} aria-label={copy.tabs.sessions}>
            {day.sessions.map((session) => (
              <li
                key={session.booking_id}
                className={styles.item}
                aria-labelledby={`staff-session-${session.booking_id}`}
              >
                <div className={styles.itemHeader}>
                  <h3 id={`staff-session-${session.booking_id}`} className={styles.itemTitle}>
                    {c.time(session.start_time, session.end_time)}, {session.service_title}
                  </h3>
                  <span className={styles.summary}>{c.paidBy[session.payment_method]}</span>
                </div>
                <ul className={styles.meta}>
                  <ClientContact name={session.client_name} email={session.email} />
                  <li>{session.mode}</li>
                </ul>
                {session.meeting_link ? (
                  <TextLink href={session.meeting_link} weight="semibold">
                    {c.join}
                  </TextLink>
                ) : (
                  <p className={styles.summary}>{c.noLink}</p>
                )}
              </li>
            ))}
          </ol>
        )
      ) : (
        <NotLoaded query={query} copy={c} />
      )}
    </section>
  );
}

/* ---------- Refund requests ---------- */

function RefundsSection() {
  const query = useStaffRefunds();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<StaffRefund | null>(null);
  const c = copy.refunds;
  const mutation = useMutation({
    mutationFn: (paymentId: number) => markRefunded(paymentId),
    onSuccess: (saved) => {
      setConfirming(null);
      // Refunded ones go below the waiting ones, as the server lists them.
      client.setQueryData<StaffRefund[]>(staffRefundsQueryKey, (list) => {
        const next = list?.map((item) => (item.payment_id === saved.payment_id ? saved : item)) ?? [];
        return [...next.filter((item) => !item.refunded_at), ...next.filter((item) => item.refunded_at)];
      });
    },
  });
  const list = query.data;
  const waiting = list?.filter((item) => !item.refunded_at).length ?? 0;
  return (
    <section aria-labelledby="staff-refunds" className={styles.section}>
      <Stack space="2">
        <h2 id="staff-refunds" className={styles.sectionHeading}>
          {copy.tabs.refunds}
        </h2>
        {list && list.length > 0 ? (
          <p className={styles.summary}>{waiting > 0 ? c.waiting(waiting) : c.noneWaiting}</p>
        ) : null}
      </Stack>
      {list ? (
        list.length === 0 ? (
          <p className={styles.empty}>{c.empty}</p>
        ) : (
          <ul className={styles.list} aria-label={copy.tabs.refunds}>
            {list.map((refund) => {
              const titleId = `staff-refund-${refund.payment_id}`;
              const status = refund.refunded_at ? 'refunded' : 'waiting';
              return (
                <li
                  key={refund.payment_id}
                  className={`${styles.item} ${status === 'waiting' ? styles.itemWaiting : ''}`}
                  aria-labelledby={titleId}
                >
                  <div className={styles.itemHeader}>
                    <h3 id={titleId} className={styles.itemTitle}>
                      {refund.client_name || copy.erasedClient}, {refund.item}
                    </h3>
                    <span className={styles.badge[status === 'waiting' ? 'waiting' : 'site']}>{c.status[status]}</span>
                  </div>
                  <p className={styles.message}>{refund.reason}</p>
                  <ul className={styles.meta}>
                    <li>{c.amount(formatInr(refund.amount))}</li>
                    <li>{c.transaction(refund.txnid)}</li>
                    <ClientContact email={refund.email} />
                    <li>
                      {refund.refunded_at
                        ? c.refunded(istDateTime(refund.refunded_at), refund.refunded_by)
                        : c.requested(istDateTime(refund.requested_at))}
                    </li>
                  </ul>
                  {refund.refunded_at ? null : (
                    <div>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          mutation.reset();
                          setConfirming(refund);
                        }}
                      >
                        {c.mark}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )
      ) : (
        <NotLoaded query={query} copy={c} />
      )}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={c.mark}
        closeLabel={shellCopy.close}
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {c.cancel}
            </Button>
            <Button
              loading={mutation.isPending}
              loadingLabel={c.saving}
              onClick={() => confirming && mutation.mutate(confirming.payment_id)}
            >
              {c.confirmYes}
            </Button>
          </>
        }
      >
        <Stack space="3">
          <p>{confirming ? c.confirm(formatInr(confirming.amount), confirming.client_name) : null}</p>
          {mutation.isError ? <Notice tone="error">{c.saveFailed(mutation.error.message)}</Notice> : null}
        </Stack>
      </Dialog>
    </section>
  );
}

/* ---------- Payments CSV for accounting ---------- */

function ExportSection() {
  const now = useClock();
  const today = todayIst(now());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const c = copy.exports;
  const backwards = from !== '' && to !== '' && from > to;
  return (
    <section aria-labelledby="staff-exports" className={styles.section}>
      <Stack space="2">
        <h2 id="staff-exports" className={styles.sectionHeading}>
          {copy.tabs.exports}
        </h2>
        <p className={styles.summary}>{c.intro}</p>
      </Stack>
      <form
        className={styles.controls}
        aria-labelledby="staff-exports"
        onSubmit={(event) => {
          event.preventDefault();
          if (backwards || !from || !to) return;
          setFailure(null);
          setBusy(true);
          downloadPaymentsCsv({ from, to })
            .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
            .finally(() => setBusy(false));
        }}
      >
        <TextField label={c.from} type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
        <TextField
          label={c.to}
          type="date"
          required
          value={to}
          error={backwards ? copy.errors.badRange : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit" loading={busy} loadingLabel={c.downloading} disabled={backwards}>
          {c.download}
        </Button>
      </form>
      {failure ? <Notice tone="error">{c.failed(failure)}</Notice> : null}
    </section>
  );
}

/* ---------- Coupons ---------- */

function CouponsSection() {
  const query = useStaffCoupons();
  const client = useQueryClient();
  // Per coupon: the last failed pause or resume (the list keeps the server's state).
  const [failures, setFailures] = useState<Record<string, string>>({});
  const c = copy.coupons;
  const toggle = useMutation({
    mutationFn: ({ code, active }: { code: string; active: boolean }) => setStaffCouponActive(code, active),
    onMutate: ({ code }) => setFailures(({ [code]: _cleared, ...rest }) => rest),
    onSuccess: (saved) => {
      client.setQueryData<StaffCoupon[]>(staffCouponsQueryKey, (list) =>
        list?.map((item) => (item.code === saved.code ? saved : item)),
      );
    },
    onError: (error, { code }) => setFailures((current) => ({ ...current, [code]: error.message })),
  });
  const list = query.data;
  const active = list?.filter((item) => item.active).length ?? 0;
  return (
    <section aria-labelledby="staff-coupons" className={styles.section}>
      <Stack space="2">
        <h2 id="staff-coupons" className={styles.sectionHeading}>
          {copy.tabs.coupons}
        </h2>
        {list && list.length > 0 ? <p className={styles.summary}>{c.count(active, list.length)}</p> : null}
      </Stack>
      {list ? (
        list.length === 0 ? (
          <p className={styles.empty}>{c.empty}</p>
        ) : (
          <ul className={styles.list} aria-label={copy.tabs.coupons}>
            {list.map((coupon) => (
              <CouponItem
                key={coupon.code}
                coupon={coupon}
                saving={toggle.isPending && toggle.variables.code === coupon.code}
                failure={failures[coupon.code]}
                onToggle={() => toggle.mutate({ code: coupon.code, active: !coupon.active })}
              />
            ))}
          </ul>
        )
      ) : (
        <NotLoaded query={query} copy={c} />
      )}
      <NewCouponForm
        onCreated={(created) =>
          client.setQueryData<StaffCoupon[]>(staffCouponsQueryKey, (current) =>
            current ? [created, ...current] : current,
          )
        }
      />
    </section>
  );
}

function CouponItem({
  coupon,
  saving,
  failure,
  onToggle,
}: {
  coupon: StaffCoupon;
  saving: boolean;
  failure: string | undefined;
  onToggle(): void;
}) {
  const c = copy.coupons;
  const titleId = `staff-coupon-${coupon.code}`;
  const appliesTo = coupon.applies_to.length === 2 ? 'both' : (coupon.applies_to[0] ?? 'both');
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <div className={styles.itemHeader}>
        <h3 id={titleId} className={styles.itemTitle}>
          {coupon.code}, {c.percentOff(coupon.percent_off)}
        </h3>
        <span className={styles.badge[coupon.active ? 'site' : 'private']}>
          {coupon.active ? c.status.active : c.status.paused}
        </span>
      </div>
      {coupon.description ? <p className={styles.message}>{coupon.description}</p> : null}
      <ul className={styles.meta}>
        <li>{c.appliesTo[appliesTo]}</li>
        <li>{coupon.expires_on ? c.expires(coupon.expires_on) : c.noExpiry}</li>
        <li>{c.used(coupon.redeemed, coupon.max_redemptions)}</li>
        <li>{c.perPerson(coupon.max_per_person)}</li>
        {coupon.reserved > 0 ? <li>{c.reserved(coupon.reserved)}</li> : null}
      </ul>
      <div className={styles.controls}>
        <Button variant="secondary" loading={saving} loadingLabel={c.saving} onClick={onToggle}>
          {coupon.active ? c.pause : c.resume}
        </Button>
      </div>
      {failure ? <Notice tone="error">{c.saveFailed(failure)}</Notice> : null}
    </li>
  );
}

const EMPTY_COUPON_FORM = {
  code: '',
  percent: '',
  memberships: true,
  bookings: true,
  expiresOn: '',
  maxRedemptions: '',
  maxPerPerson: '',
  description: '',
};
type CouponForm = typeof EMPTY_COUPON_FORM;
type CouponFormErrors = Partial<Record<keyof StaffCouponCreate, string>>;

/** A whole number typed in a field: null when empty, NaN when not a whole number. */
const wholeNumberOf = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The form's fields as the create call's body, or the message of each field the contracts refuse. */
function couponInput(form: CouponForm): { input: StaffCouponCreate } | { errors: CouponFormErrors } {
  const c = copy.coupons.errors;
  const percent = wholeNumberOf(form.percent);
  const maxRedemptions = wholeNumberOf(form.maxRedemptions);
  const maxPerPerson = wholeNumberOf(form.maxPerPerson);
  const input: StaffCouponCreate = {
    code: form.code,
    percent_off: percent ?? Number.NaN,
    applies_to: [...(form.memberships ? ['membership' as const] : []), ...(form.bookings ? ['booking' as const] : [])],
    expires_on: form.expiresOn || null,
    max_redemptions: maxRedemptions,
    max_per_person: maxPerPerson,
    description: form.description,
  };
  const errors: CouponFormErrors = {};
  const checked = staffCouponCreateRequestSchema.safeParse(input);
  for (const issue of checked.error?.issues ?? []) {
    const field = issue.path[0] as keyof StaffCouponCreate | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // A field that is not a whole number at all gets the field's own message, not the schema's type error.
  if (percent === null || Number.isNaN(percent)) errors.percent_off = c.percent;
  if (Number.isNaN(maxRedemptions)) errors.max_redemptions = c.limit;
  if (Number.isNaN(maxPerPerson)) errors.max_per_person = c.limit;
  return Object.keys(errors).length > 0 ? { errors } : { input };
}

function NewCouponForm({ onCreated }: { onCreated(coupon: StaffCoupon): void }) {
  const now = useClock();
  const [form, setForm] = useState(EMPTY_COUPON_FORM);
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [created, setCreated] = useState<string | null>(null);
  const c = copy.coupons.create;
  const mutation = useMutation({
    mutationFn: (input: StaffCouponCreate) => createStaffCoupon(input),
    onSuccess: (coupon) => {
      onCreated(coupon);
      setCreated(coupon.code);
      setForm(EMPTY_COUPON_FORM);
    },
  });
  const set = (change: Partial<CouponForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setCreated(null);
  };
  return (
    <form
      className={styles.item}
      aria-labelledby="staff-coupon-new"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = couponInput(form);
        if ('errors' in result) {
          setErrors(result.errors);
          return;
        }
        setErrors({});
        mutation.mutate(result.input);
      }}
    >
      <h3 id="staff-coupon-new" className={styles.itemTitle}>
        {c.heading}
      </h3>
      <div className={styles.formGrid}>
        <TextField
          label={c.code}
          hint={c.codeHint}
          value={form.code}
          autoCapitalize="characters"
          error={errors.code}
          onChange={(event) => set({ code: event.target.value })}
        />
        <TextField
          label={c.percent}
          inputMode="numeric"
          value={form.percent}
          error={errors.percent_off}
          onChange={(event) => set({ percent: event.target.value })}
        />
        <TextField
          label={c.expiresOn}
          type="date"
          min={todayIst(now())}
          value={form.expiresOn}
          error={errors.expires_on ?? undefined}
          onChange={(event) => set({ expiresOn: event.target.value })}
        />
        <TextField
          label={c.maxRedemptions}
          inputMode="numeric"
          value={form.maxRedemptions}
          error={errors.max_redemptions}
          onChange={(event) => set({ maxRedemptions: event.target.value })}
        />
        <TextField
          label={c.maxPerPerson}
          inputMode="numeric"
          value={form.maxPerPerson}
          error={errors.max_per_person}
          onChange={(event) => set({ maxPerPerson: event.target.value })}
        />
        <TextField
          label={c.description}
          value={form.description}
          error={errors.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{c.appliesTo}</legend>
        <div className={styles.controls}>
          <Checkbox
            label={c.memberships}
            checked={form.memberships}
            onCheckedChange={(checked) => set({ memberships: checked })}
          />
          <Checkbox
            label={c.bookings}
            checked={form.bookings}
            error={errors.applies_to}
            onCheckedChange={(checked) => set({ bookings: checked })}
          />
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={mutation.isPending} loadingLabel={c.submitting}>
          {c.submit}
        </Button>
      </div>
      {mutation.isError ? <Notice tone="error">{c.failed(mutation.error.message)}</Notice> : null}
      {created ? <Notice tone="success">{c.created(created)}</Notice> : null}
    </form>
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
      ) : (
        <NotLoaded query={query} copy={copy.testimonials} />
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
                  <TextLink href={mailtoHref(message.email)}>{message.email}</TextLink>
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
      ) : (
        <NotLoaded query={query} copy={c} />
      )}
    </section>
  );
}
