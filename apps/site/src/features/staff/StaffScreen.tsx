import { useState } from 'react';
import { todayIst, type StaffRefund } from '@sukoon/contracts';
import { staffPageCopy } from '@sukoon/contracts/copy/pages/staff';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { StaffCouponForm } from '@sukoon/ui/patterns/StaffCouponForm';
import { StaffCoupons } from '@sukoon/ui/patterns/StaffCoupons';
import { StaffInquiries } from '@sukoon/ui/patterns/StaffInquiries';
import { StaffNav } from '@sukoon/ui/patterns/StaffNav';
import { StaffNotStaff } from '@sukoon/ui/patterns/StaffNotStaff';
import { StaffPaymentsExport } from '@sukoon/ui/patterns/StaffPaymentsExport';
import { StaffRefunds } from '@sukoon/ui/patterns/StaffRefunds';
import { StaffSessions } from '@sukoon/ui/patterns/StaffSessions';
import { StaffTestimonials } from '@sukoon/ui/patterns/StaffTestimonials';
import { ApiError } from '../../lib/apiError';
import { useClock } from '../../lib/Clock';
import { failureMessage } from '../../lib/failureMessage';
import { paths } from '../../lib/paths';
import { useCreateStaffCoupon } from './api/createStaffCoupon';
import { useDownloadPaymentsCsv } from './api/downloadPaymentsCsv';
import { useMarkRefunded } from './api/markRefunded';
import { useSetStaffCouponActive, useStaffCouponSaves } from './api/setStaffCouponActive';
import { useStaffCoupons } from './api/staffCoupons';
import { useStaffInquiries } from './api/staffInquiries';
import { useStaffRefunds } from './api/staffRefunds';
import { useStaffSessions } from './api/staffSessions';
import { useStaffTestimonials } from './api/staffTestimonials';
import { useStaffTestimonialSaves, useUpdateStaffTestimonial } from './api/updateStaffTestimonial';
import * as styles from './StaffScreen.css';

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** A list's call as a staff pattern takes it: why it failed, as a sentence, and how to ask again. */
const loadStateOf = (query: { isError: boolean; error: unknown; refetch(): unknown }) => ({
  loadFailure: query.isError ? failureMessage(query.error) : undefined,
  onRetry: () => void query.refetch(),
});

/** A failed call's sentence, or undefined while it has not failed. */
const failureOf = (call: { isError: boolean; error: unknown }) =>
  call.isError ? failureMessage(call.error) : undefined;

/**
 * /staff (ours): for accounts with the staff role. The day's sessions (another day by the date field), refund requests
 * (marked refunded after a confirmation), the payments CSV for accounting, coupons (created, paused and resumed here,
 * with their uses), testimonials (waiting ones first; approve for the site and for the home page, impossible without
 * the author's consent) and the contact messages. The server decides who is staff: a 403 shows "This area is for
 * Sukoon staff" with a way home.
 */
export function StaffScreen() {
  const testimonials = useStaffTestimonials();
  const forbidden = isForbidden(testimonials.error);
  return (
    <>
      <PageHeading title={staffPageCopy.heading} subtitle={forbidden ? undefined : staffCopy.intro} />
      <div className={styles.content}>
        {forbidden ? (
          <StaffNotStaff homeHref={paths.home} />
        ) : (
          <>
            <StaffNav />
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

function SessionsSection() {
  // Unset until staff pick a day: the server then answers today in India by its own clock (the test clock in demo).
  const [date, setDate] = useState<string | undefined>(undefined);
  const query = useStaffSessions(date);
  return (
    <StaffSessions
      items={query.data?.sessions}
      {...loadStateOf(query)}
      date={date ?? query.data?.date ?? ''}
      onDateChange={setDate}
    />
  );
}

function RefundsSection() {
  const query = useStaffRefunds();
  const mark = useMarkRefunded();
  const [confirming, setConfirming] = useState<StaffRefund | undefined>(undefined);
  return (
    <StaffRefunds
      items={query.data}
      {...loadStateOf(query)}
      confirming={confirming}
      onMark={(refund) => {
        mark.reset();
        setConfirming(refund);
      }}
      onCancel={() => setConfirming(undefined)}
      onConfirm={(refund) => mark.mutate(refund.payment_id, { onSuccess: () => setConfirming(undefined) })}
      saving={mark.isPending}
      saveFailure={failureOf(mark)}
    />
  );
}

function ExportSection() {
  const now = useClock();
  const download = useDownloadPaymentsCsv();
  return (
    <StaffPaymentsExport
      today={todayIst(now())}
      downloading={download.isPending}
      failure={failureOf(download)}
      onDownload={(range) => download.mutate(range)}
    />
  );
}

function CouponsSection() {
  const now = useClock();
  const query = useStaffCoupons();
  const toggle = useSetStaffCouponActive();
  const saves = useStaffCouponSaves();
  const create = useCreateStaffCoupon();
  return (
    <StaffCoupons
      items={query.data}
      {...loadStateOf(query)}
      saving={saves.saving}
      failures={saves.failures}
      onToggle={(coupon) => toggle.mutate({ code: coupon.code, active: !coupon.active })}
    >
      <StaffCouponForm
        today={todayIst(now())}
        submitting={create.isPending}
        created={create.isSuccess ? create.data.code : undefined}
        failure={failureOf(create)}
        onSubmit={(coupon) => create.mutate(coupon)}
      />
    </StaffCoupons>
  );
}

function TestimonialsSection({ query }: { query: ReturnType<typeof useStaffTestimonials> }) {
  const update = useUpdateStaffTestimonial();
  const saves = useStaffTestimonialSaves();
  return (
    <StaffTestimonials
      items={query.data}
      {...loadStateOf(query)}
      saving={saves.saving}
      failures={saves.failures}
      onChange={(id, change) => update.mutate({ id, change })}
    />
  );
}

function InquiriesSection() {
  const query = useStaffInquiries();
  const pages = query.data?.pages;
  return (
    <StaffInquiries
      items={pages?.flatMap((page) => page.results)}
      {...loadStateOf(query)}
      total={pages?.[0]?.count ?? 0}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      moreFailed={query.isFetchNextPageError}
      onMore={() => void query.fetchNextPage()}
    />
  );
}
