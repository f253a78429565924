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
import { errorResponse, mockAnswer, mockEndpoint, type Scenario } from '../scenario';

/** Staff's view of the testimonials: two waiting, one on the site and the home page, one without consent. */
export const sampleStaffTestimonials: StaffTestimonial[] = [
  {
    id: 5,
    author: 'Deepa',
    comment: 'My counsellor helped me set boundaries at work without feeling guilty about it.',
    improve: '',
    rating: 5,
    service_title: 'Individual Counselling (Virtual)',
    would_recommend: true,
    consent: true,
    is_admin_approved: false,
    approved_on_main_page: false,
    created_at: '2026-11-19T09:15:00Z',
  },
  {
    id: 6,
    author: 'Arjun',
    comment: 'Calm, practical sessions. I sleep better and argue less at home.',
    improve: 'Evening slots fill up fast.',
    rating: 4,
    service_title: 'Couples Counselling (Virtual)',
    would_recommend: true,
    consent: true,
    is_admin_approved: false,
    approved_on_main_page: false,
    created_at: '2026-11-18T13:40:00Z',
  },
  {
    id: 2,
    author: 'Kavya',
    comment: 'The sessions helped me manage exam stress and sleep properly again.',
    improve: '',
    rating: 5,
    service_title: 'Student Counselling (Virtual)',
    would_recommend: true,
    consent: true,
    is_admin_approved: true,
    approved_on_main_page: true,
    created_at: '2026-11-02T05:00:00Z',
  },
  {
    id: 9,
    author: 'Kiran',
    comment: 'Helpful, though I would rather keep this between us.',
    improve: 'A reminder the day before would help.',
    rating: 4,
    service_title: 'Individual Counselling (Virtual)',
    would_recommend: false,
    consent: false,
    is_admin_approved: false,
    approved_on_main_page: false,
    created_at: '2026-10-28T11:20:00Z',
  },
];

export const sampleStaffInquiries: StaffInquiry[] = [
  {
    id: 12,
    name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    message: 'Do you offer sessions in Tamil? My mother would be more comfortable in her own language.',
    created_at: '2026-11-20T12:05:00Z',
  },
  {
    id: 11,
    name: 'Rohan Das',
    email: 'rohan.das@example.com',
    message: 'Can our company book a workshop on stress for about 40 people next month?',
    created_at: '2026-11-18T04:30:00Z',
  },
];

/** The day the samples' sessions are on (the stories' pinned clock's day). */
export const SAMPLE_SESSIONS_DATE = '2026-11-21';

/** A day of two confirmed sessions, one paid by card, one with credits. */
export const sampleStaffSessions: StaffSession[] = [
  {
    booking_id: 41,
    start_time: '09:15',
    end_time: '10:15',
    service_title: 'Individual Counselling (Virtual)',
    client_name: 'Deepa Menon',
    email: 'deepa.menon@example.com',
    mode: 'online',
    payment_method: 'card',
    meeting_link: 'https://meet.jit.si/sukoon-3f9a1c2b7d',
  },
  {
    booking_id: 44,
    start_time: '16:45',
    end_time: '17:45',
    service_title: 'Couples Counselling (Virtual)',
    client_name: 'Arjun Reddy',
    email: 'arjun.reddy@example.com',
    mode: 'online',
    payment_method: 'credits',
    meeting_link: 'https://meet.jit.si/sukoon-8c2e5a0f41',
  },
];

/** Two refunds waiting (a lost slot, a cancellation) and one paid back. */
export const sampleStaffRefunds: StaffRefund[] = [
  {
    payment_id: 301,
    txnid: 'SUK3K9QX2M7TB4',
    client_name: 'Rohan Das',
    email: 'rohan.das@example.com',
    amount: 5900,
    item: 'Individual Counselling (Virtual)',
    reason: 'The payment arrived after the slot was given to someone else.',
    paid_at: '2026-11-19T10:05:00Z',
    requested_at: '2026-11-19T10:05:00Z',
    refunded_at: null,
    refunded_by: null,
  },
  {
    payment_id: 305,
    txnid: 'SUK7PW2LC8ND1A',
    client_name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    amount: 11800,
    item: 'Couples Counselling (Virtual)',
    reason: staffCopy.refunds.askedByClient,
    paid_at: '2026-11-15T07:30:00Z',
    requested_at: '2026-11-20T04:10:00Z',
    refunded_at: null,
    refunded_by: null,
  },
  {
    payment_id: 288,
    txnid: 'SUK1ZR5VH6QE9J',
    client_name: 'Kavya Nair',
    email: 'kavya.nair@example.com',
    amount: 5900,
    item: 'Student Counselling (Virtual)',
    reason: 'Paid twice for the same session.',
    paid_at: '2026-11-10T12:00:00Z',
    requested_at: '2026-11-10T12:00:00Z',
    refunded_at: '2026-11-11T06:45:00Z',
    refunded_by: 'Anita Rao',
  },
];

/** What the CSV mock answers: the header and one row, as the server writes them. */
export const samplePaymentsCsv =
  '"Date (IST)","Invoice number","Client","Total (₹)"\r\n"2026-11-20 10:05","SUK/26-27/00007","Deepa Menon","5900.00"\r\n';

/** Three coupons: the demo one (no limits), a limited one nearly used up, and a paused one. */
export const sampleStaffCoupons: StaffCoupon[] = [
  {
    code: 'DIWALI25',
    percent_off: 25,
    applies_to: ['membership', 'booking'],
    expires_on: '2026-11-30',
    max_redemptions: 50,
    max_per_person: 1,
    redeemed: 47,
    reserved: 2,
    active: true,
    description: 'Festival offer',
    created_at: '2026-11-01T04:30:00Z',
  },
  {
    code: 'WELCOME10',
    percent_off: 10,
    applies_to: ['membership', 'booking'],
    expires_on: null,
    max_redemptions: null,
    max_per_person: null,
    redeemed: 12,
    reserved: 0,
    active: true,
    description: 'Demo coupon: 10% off any membership or session.',
    created_at: '2026-10-01T04:30:00Z',
  },
  {
    code: 'STUDENT15',
    percent_off: 15,
    applies_to: ['booking'],
    expires_on: '2026-12-31',
    max_redemptions: 200,
    max_per_person: 3,
    redeemed: 18,
    reserved: 0,
    active: false,
    description: '',
    created_at: '2026-10-15T04:30:00Z',
  },
];

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
