// Sample values for the testimonial tests (contracts, api), so each does not write its own.
import type { TestimonialReviewRequest } from './content';

/** A client's review of a session as the feedback form sends it, not yet approved for the site. */
export const sampleReviewRequest = {
  service: 101,
  comment: 'Kind and clear',
  rating: 5,
  additional_comments: '',
  would_recommend: true,
  user_name: 'Asha Rao',
  role: 'Client',
  color: '#4F46E5',
  icon: 'star',
  is_admin_approved: false,
  approved_on_main_page: false,
  service_title: 'Individual Counselling (Virtual)',
} satisfies TestimonialReviewRequest;
