import { HttpResponse } from 'msw';
import {
  STAFF_INQUIRIES_PAGE_SIZE,
  staffCouponCreateRequestSchema,
  staffCouponUpdateRequestSchema,
  staffTestimonialUpdateRequestSchema,
  type StaffCoupon,
  type StaffInquiry,
  type StaffRefund,
  type StaffSession,
  type StaffTestimonial,
} from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import {
  SAMPLE_SESSIONS_DATE,
  samplePaymentsCsv,
  sampleStaffCoupons,
  sampleStaffInquiries,
  sampleStaffRefunds,
  sampleStaffSessions,
  sampleStaffTestimonials,
} from '@sukoon/contracts/samples/staff';
import { errorResponse, mockAnswer, mockEndpoint, type Scenario } from '../scenario';

export interface StaffMockData {
  testimonials?: StaffTestimonial[];
  inquiries?: StaffInquiry[];
  /** Sessions by date (default: the samples on SAMPLE_SESSIONS_DATE, none on other days). */
  sessions?: Record<string, StaffSession[]>;
  refunds?: StaffRefund[];
  coupons?: StaffCoupon[];
  /** Told every change the site sends (tests). */
  onUpdate?: (id: string, body: unknown) => void;
  /** Told every refund marked (tests). */
  onRefunded?: (paymentId: string) => void;
  /** Told every CSV asked for, with its query (tests). */
  onExport?: (query: URLSearchParams) => void;
}

/**
 * The staff calls over an in-memory copy of the samples (an approval is seen by the next list), as the server
 * answers them: home implies site, and no approval without the author's consent (400).
 */
export function staffHandlers(scenario: Scenario = 'ok', data: StaffMockData = {}) {
  const testimonials = structuredClone(data.testimonials ?? sampleStaffTestimonials);
  const inquiries = data.inquiries ?? sampleStaffInquiries;
  const sessions = data.sessions ?? { [SAMPLE_SESSIONS_DATE]: sampleStaffSessions };
  const refunds = structuredClone(data.refunds ?? sampleStaffRefunds);
  const coupons = structuredClone(data.coupons ?? sampleStaffCoupons);
  // As the server lists them: active ones first, newest first within each.
  const sortCoupons = () =>
    coupons.sort((a, b) => Number(b.active) - Number(a.active) || b.created_at.localeCompare(a.created_at));
  return [
    mockEndpoint('staffTestimonials', scenario, { ok: () => testimonials }),
    mockEndpoint('staffUpdateTestimonial', scenario, {
      ok: ({ params, body }) => {
        data.onUpdate?.(String(params.id), body);
        const item = testimonials.find((t) => String(t.id) === params.id);
        if (!item) return errorResponse(404, { message: staffCopy.errors.notFound });
        const change = staffTestimonialUpdateRequestSchema.parse(body);
        let site = change.is_admin_approved ?? item.is_admin_approved;
        let home = change.approved_on_main_page ?? item.approved_on_main_page;
        if (change.approved_on_main_page === true) site = true;
        if (!site) home = false;
        if ((site || home) && !item.consent) return errorResponse(400, { message: staffCopy.errors.noConsent });
        Object.assign(item, { is_admin_approved: site, approved_on_main_page: home });
        return { ...item };
      },
    }),
    mockEndpoint('staffInquiries', scenario, {
      ok: ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1') || 1;
        const start = (page - 1) * STAFF_INQUIRIES_PAGE_SIZE;
        return {
          count: inquiries.length,
          page,
          next_page: start + STAFF_INQUIRIES_PAGE_SIZE < inquiries.length ? page + 1 : null,
          results: inquiries.slice(start, start + STAFF_INQUIRIES_PAGE_SIZE),
        };
      },
      empty: () => ({ count: 0, page: 1, next_page: null, results: [] }),
    }),
    mockEndpoint('staffSessions', scenario, {
      ok: ({ request }) => {
        const date = new URL(request.url).searchParams.get('date') ?? SAMPLE_SESSIONS_DATE;
        return { date, sessions: sessions[date] ?? [] };
      },
      empty: () => ({ date: SAMPLE_SESSIONS_DATE, sessions: [] }),
    }),
    mockEndpoint('staffRefunds', scenario, { ok: () => refunds, empty: () => [] }),
    mockEndpoint('staffMarkRefunded', scenario, {
      ok: ({ params }) => {
        data.onRefunded?.(String(params.paymentId));
        const refund = refunds.find((r) => String(r.payment_id) === params.paymentId);
        if (!refund) return errorResponse(404, { message: staffCopy.errors.paymentNotFound });
        // As the server: the first marking stays; refunded ones move below the waiting ones.
        if (!refund.refunded_at) {
          Object.assign(refund, { refunded_at: '2026-11-21T06:30:00Z', refunded_by: 'Priya Sharma' });
          refunds.sort((a, b) => Number(a.refunded_at !== null) - Number(b.refunded_at !== null));
        }
        return { ...refund };
      },
    }),
    mockEndpoint('staffCoupons', scenario, { ok: () => coupons, empty: () => [] }),
    mockEndpoint('staffCreateCoupon', scenario, {
      ok: ({ body }) => {
        const input = staffCouponCreateRequestSchema.parse(body);
        if (coupons.some((coupon) => coupon.code === input.code)) {
          const message = staffCopy.coupons.errors.codeTaken(input.code);
          return errorResponse(409, { message, errors: { code: [message] } });
        }
        const created: StaffCoupon = {
          code: input.code,
          percent_off: input.percent_off,
          applies_to: input.applies_to,
          expires_on: input.expires_on ?? null,
          max_redemptions: input.max_redemptions ?? null,
          max_per_person: input.max_per_person ?? null,
          redeemed: 0,
          reserved: 0,
          active: true,
          description: input.description?.trim() ?? '',
          created_at: '2026-11-21T06:30:00Z',
        };
        coupons.push(created);
        sortCoupons();
        return HttpResponse.json(created, { status: 201 });
      },
    }),
    mockEndpoint('staffUpdateCoupon', scenario, {
      ok: ({ params, body }) => {
        const coupon = coupons.find((item) => item.code === params.code);
        if (!coupon) return errorResponse(404, { message: staffCopy.errors.couponNotFound });
        coupon.active = staffCouponUpdateRequestSchema.parse(body).active;
        sortCoupons();
        return { ...coupon };
      },
    }),
    mockEndpoint('staffPaymentsCsv', scenario, {
      ok: ({ request }) => {
        data.onExport?.(new URL(request.url).searchParams);
        return new HttpResponse(`\uFEFF${samplePaymentsCsv}`, {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      },
    }),
  ];
}

/** A signed-in person without the staff role: every staff call answers 403, as the server does. */
export function staffForbiddenHandlers() {
  const forbidden = () => HttpResponse.json({ message: staffCopy.errors.notStaff }, { status: 403 });
  return [
    mockAnswer('staffTestimonials', forbidden),
    mockAnswer('staffUpdateTestimonial', forbidden),
    mockAnswer('staffInquiries', forbidden),
    mockAnswer('staffSessions', forbidden),
    mockAnswer('staffRefunds', forbidden),
    mockAnswer('staffMarkRefunded', forbidden),
    mockAnswer('staffPaymentsCsv', forbidden),
    mockAnswer('staffCoupons', forbidden),
    mockAnswer('staffCreateCoupon', forbidden),
    mockAnswer('staffUpdateCoupon', forbidden),
  ];
}
