import { HttpResponse } from 'msw';
import {
  STAFF_INQUIRIES_PAGE_SIZE,
  staffTestimonialUpdateRequestSchema,
  type StaffInquiry,
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

export interface StaffMockData {
  testimonials?: StaffTestimonial[];
  inquiries?: StaffInquiry[];
  /** Told every change the site sends (tests). */
  onUpdate?: (id: string, body: unknown) => void;
}

/**
 * The staff calls over an in-memory copy of the samples (an approval is seen by the next list), as the server
 * answers them: home implies site, and no approval without the author's consent (400).
 */
export function staffHandlers(scenario: Scenario = 'ok', data: StaffMockData = {}) {
  const testimonials = structuredClone(data.testimonials ?? sampleStaffTestimonials);
  const inquiries = data.inquiries ?? sampleStaffInquiries;
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
  ];
}

/** A signed-in person without the staff role: every staff call answers 403, as the server does. */
export function staffForbiddenHandlers() {
  const forbidden = () => HttpResponse.json({ message: staffCopy.errors.notStaff }, { status: 403 });
  return [
    mockAnswer('staffTestimonials', forbidden),
    mockAnswer('staffUpdateTestimonial', forbidden),
    mockAnswer('staffInquiries', forbidden),
  ];
}
