// Sample staff data in the contracts' shapes, shared by the site's msw mocks and the ui's staff stories.
import { staffCopy } from '../copy/staff';
import type { StaffCoupon, StaffInquiry, StaffRefund, StaffSession, StaffTestimonial } from '../schemas/staff';

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
