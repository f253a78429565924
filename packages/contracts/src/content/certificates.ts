// The built-in list of certifications (A8): shown, with a warning and Retry, when
// GET /api/about/certificates/ fails. The api seeds the same five, so the page reads alike either way.
import type { Certificate } from '../schemas/content';

export const FALLBACK_CERTIFICATES: readonly Certificate[] = [
  { id: 1, title: 'Postgraduate training in Counselling Psychology', icon: 'Brain', iconColor: '#2A6B66' },
  { id: 2, title: 'Certified Life and Career Coach', icon: 'Award', iconColor: '#B6531A' },
  { id: 3, title: 'Trauma-Informed Care Practitioner', icon: 'HeartHandshake', iconColor: '#B42318' },
  { id: 4, title: 'Mindfulness-Based Stress Reduction Facilitator', icon: 'Sparkles', iconColor: '#067647' },
  { id: 5, title: 'Child and Adolescent Wellbeing Specialist', icon: 'GraduationCap', iconColor: '#175CD3' },
];

export const certificatesSection = {
  heading: 'Expertise & Certifications',
  intro: 'The training behind our work, renewed and added to over the years.',
} as const;
