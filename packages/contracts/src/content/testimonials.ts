// The five built-in testimonials (B3): shown on /testimonials, with the warning of B8, when
// GET /api/testimonials/review/ fails. Demo people; each carries the B3 defaults for icon and colour.
import type { Testimonial } from '../schemas/content';
import { TESTIMONIAL_DEFAULTS } from '../rules/testimonials';

const approved = {
  icon: TESTIMONIAL_DEFAULTS.icon,
  color: TESTIMONIAL_DEFAULTS.color,
  is_admin_approved: true,
  approved_on_main_page: true,
} as const;

export const FALLBACK_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'fallback-1',
    user_name: 'Aarti S.',
    role: 'Working professional',
    comment:
      'I came in feeling stretched thin at work and at home. My counsellor listened without hurrying me, and together we found small changes that made my weeks lighter.',
    rating: 5,
    created_at: '2024-02-12T10:30:00Z',
    service: 101,
    ...approved,
  },
  {
    id: 'fallback-2',
    user_name: 'Rohan K.',
    role: 'Engineering student',
    comment:
      'Exam season used to wreck my sleep. The sessions gave me a routine I could actually keep, and someone to check in with when it slipped.',
    rating: 5,
    created_at: '2024-01-28T09:00:00Z',
    service: 601,
    ...approved,
  },
  {
    id: 'fallback-3',
    user_name: 'Neha and Vikram',
    role: 'Couple',
    comment:
      'We had stopped really talking. Having a calm space to say difficult things, kindly, has changed how we speak to each other at home.',
    rating: 5,
    created_at: '2023-12-05T14:15:00Z',
    service: 501,
    ...approved,
  },
  {
    id: 'fallback-4',
    user_name: 'Sunita P.',
    role: 'Parent',
    comment:
      'I wanted to understand my teenager better, not to fix her. The parenting sessions helped me listen first, and our evenings are gentler now.',
    rating: 4,
    created_at: '2023-11-18T11:45:00Z',
    service: 201,
    ...approved,
  },
  {
    id: 'fallback-5',
    user_name: 'Imran A.',
    role: 'Team lead',
    comment:
      'Our team sessions made it normal to talk about stress. People ask for help earlier now, and that has made a real difference to all of us.',
    rating: 5,
    created_at: '2023-10-09T08:30:00Z',
    service: 301,
    ...approved,
  },
];

/** A testimonial the api seeds as demo content: the words of a demo client who consented to publishing. */
export interface DemoTestimonial {
  user_name: string;
  role: string;
  comment: string;
  rating: number;
  /** Catalogue service id. */
  service: number;
  /** Approved for /testimonials; approved_on_main_page adds it to the home page's four. */
  approved: boolean;
  approved_on_main_page: boolean;
}

/**
 * The api's demo testimonials: four approved (all for the home page), two waiting for staff approval so moderation
 * can be tried before any client has given feedback. All with consent.
 */
export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    user_name: 'Kavya',
    role: 'Client',
    comment:
      'I had put off talking to anyone for two years. The first session was gentle and practical, and I left with one small thing to try that week. It helped.',
    rating: 5,
    service: 101,
    approved: true,
    approved_on_main_page: true,
  },
  {
    user_name: 'Arjun',
    role: 'Student',
    comment:
      'Before my board exams I could not sleep. My counsellor helped me plan my days and stop the late-night spiralling. I still use the breathing exercise.',
    rating: 5,
    service: 601,
    approved: true,
    approved_on_main_page: true,
  },
  {
    user_name: 'Farah',
    role: 'Parent',
    comment:
      'The sessions helped me understand what my son was going through instead of arguing with him. Home feels calmer, and he talks to me again.',
    rating: 5,
    service: 201,
    approved: true,
    approved_on_main_page: true,
  },
  {
    user_name: 'Manoj',
    role: 'Client',
    comment:
      'Booking was simple, the video call worked on my phone, and I never felt rushed. Good to have this in Telugu and English both.',
    rating: 4,
    service: 101,
    approved: true,
    approved_on_main_page: true,
  },
  {
    user_name: 'Deepa',
    role: 'Working professional',
    comment: 'Kind, patient and clear. I finally have words for what was happening at work, and a plan for it.',
    rating: 5,
    service: 101,
    approved: false,
    approved_on_main_page: false,
  },
  {
    user_name: 'Sameer',
    role: 'Client',
    comment: 'Three sessions in and I am sleeping better. Thank you for listening without judging.',
    rating: 4,
    service: 101,
    approved: false,
    approved_on_main_page: false,
  },
];

export const testimonialsSection = {
  /** B2: the testimonials page's heading. */
  heading: 'Transformative Experiences',
  intro: 'In their own words: people who have worked with us, shared with their consent.',
  /** The home page's section. */
  homeHeading: 'What people tell us',
} as const;
