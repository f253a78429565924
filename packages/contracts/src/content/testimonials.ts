// The five built-in testimonials (B3): shown on /testimonials, with the warning of B8, when
// GET /api/testimonials/review/ fails. Demo people; each carries the B3 defaults for icon and colour.
import { TESTIMONIAL_DEFAULTS, type Testimonial } from '../schemas/content';

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

export const testimonialsSection = {
  /** B2: the testimonials page's heading. */
  heading: 'Transformative Experiences',
  intro: 'In their own words: people who have worked with us, shared with their consent.',
  /** The home page's section. */
  homeHeading: 'What people tell us',
} as const;
