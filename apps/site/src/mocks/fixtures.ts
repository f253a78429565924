// Sample data for stories and tests. Demo people and numbers only.
import {
  FALLBACK_PLANS,
  type Certificate,
  type CategoriesResponse,
  type RawBooking,
  type RawTestimonial,
  type User,
} from '@sukoon/contracts';
import { FALLBACK_CATEGORIES } from '@sukoon/contracts/content/catalogue';
import { GALLERY_MEDIA_ITEMS } from '@sukoon/contracts/content/media';

/** The instant stories and tests treat as "now": Sat 21 Nov 2026, 10:00 in India. */
export const sampleNow = new Date('2026-11-21T04:30:00.000Z');

export const sampleUser: User = {
  username: 'priya.sharma',
  email: 'priya.sharma@example.com',
  first_name: 'Priya',
  last_name: 'Sharma',
  name: 'Priya Sharma',
  country: 'India',
  state: 'Telangana',
  city: 'Hyderabad',
  mobile: '9876543210',
  is_verified: true,
};

export const sampleToken = 'demo-token-0123456789abcdef';

export const sampleCategories: CategoriesResponse = { success: true, categories: [...FALLBACK_CATEGORIES] };

export const sampleCertificates: Certificate[] = [
  { id: 1, title: 'Certified Counselling Psychologist', icon: 'Brain', iconColor: '#2A6B66' },
  { id: 2, title: 'Accredited Life Coach', icon: 'Award', iconColor: '#B6531A' },
  { id: 3, title: 'Trauma-Informed Care', icon: 'Heart', iconColor: '#B42318' },
  { id: 4, title: 'Couples and Family Therapy', icon: 'HeartHandshake', iconColor: '#175CD3' },
  { id: 5, title: 'Mindfulness Facilitator', icon: 'Sparkles', iconColor: '#067647' },
];

export const sampleTestimonials: RawTestimonial[] = [
  {
    id: 1,
    user_name: 'Ananya R.',
    role: 'Student',
    comment: 'The sessions helped me manage exam stress and sleep properly again.',
    rating: 5,
    created_at: '2026-09-02T10:00:00Z',
    is_admin_approved: true,
    approved_on_main_page: true,
  },
  {
    id: 2,
    user_name: 'Rahul M.',
    role: 'Software engineer',
    comment: 'Practical, kind and never rushed. I finally have tools for my anxiety.',
    rating: 5,
    created_at: '2026-08-14T10:00:00Z',
    is_admin_approved: true,
    approved_on_main_page: true,
  },
  {
    id: 3,
    user_name: 'Meera and Karthik',
    role: 'Couple',
    comment: 'We learnt to listen to each other again. Thank you.',
    rating: 4,
    created_at: '2026-07-30T10:00:00Z',
    is_admin_approved: true,
    approved_on_main_page: false,
  },
];

/** The gallery as the api seeds it: our 13 images (B9). */
export const sampleMedia = [...GALLERY_MEDIA_ITEMS];

export const samplePlans = [...FALLBACK_PLANS];

export const sampleMembership = {
  name: 'Gold Membership',
  credits: 10,
  price: '30000',
  validity: 180,
  description: 'Ten sessions to use within six months.',
  key_points: ['10 session credits', 'Priority scheduling', 'Valid for 6 months'],
};

export const sampleBookings: RawBooking[] = [
  {
    id: 101,
    sub_name: 'Individual Counselling (Virtual)',
    service_id: 101,
    date: '2026-11-23',
    start_time: '10:30:00',
    mode: 'online',
    payment_status: 'success',
    feedback_status: 'pending',
    final_price: '5000.00',
    meeting_link: 'https://meet.example/sukoon-101',
    // Confirmed, paid by card; it can be moved or cancelled until 24 hours before (Sun 22 Nov, 10:30 am).
    status: 'confirmed',
    payment_method: 'card',
    change_cutoff_hours: 24,
    changes_close_at: '2026-11-22T05:00:00.000Z',
  },
  {
    id: 102,
    service_name: 'Couples Counselling (Virtual)',
    sub_category_id: 201,
    booking_date: '2026-11-10',
    time: '14:15',
    payment_status: 'success',
    feedback_status: '',
    amount: 10000,
  },
];

/**
 * An unpaid booking whose card payment failed, as the server lists it: its slot held until 9:12 am IST on
 * 23 Nov 2026 (decision 0004). Its session is later than the samples' paid one, so the server lists it first.
 */
export const sampleFailedHold: RawBooking = {
  id: 103,
  sub_name: 'Anxiety Counselling (Virtual)',
  service_id: 301,
  date: '2026-11-25',
  start_time: '10:30:00',
  mode: 'online',
  payment_status: 'failed',
  feedback_status: 'pending',
  final_price: '5000.00',
  status: 'held',
  hold_expires_at: '2026-11-23T03:42:00.000Z',
  payment_method: 'card',
};
