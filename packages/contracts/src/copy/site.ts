// The site's own texts (apps/site): each page's <title> and meta description, its heading where the
// page draws one itself, and the few words of the site's screens that no ui component owns. The
// spec names no page titles; these are ours. Exact spec texts are marked by their section.
// Import by sub-path: `import { siteCopy, pageTitle } from '@sukoon/contracts/copy/site'`.
import { brand } from '../brand';

/** What a page puts in the document head: "<title> | <brand>" and its meta description. */
export interface PageHeadCopy {
  title: string;
  description: string;
}

/** "Services | Sukoon": a page's title in the browser tab, history and search results. */
export const pageTitle = (title: string) => `${title} | ${brand.name}`;

const pages = {
  home: {
    title: 'Online counselling and coaching',
    heading: 'Welcome',
    description: 'Online counselling, coaching and mental-wellness sessions by voice or video, across India.',
  },
  about: {
    title: 'About us',
    heading: 'Our Story',
    description: `Who we are: the story, the founder and the accreditations behind ${brand.name}.`,
  },
  services: {
    title: 'Services',
    heading: 'Our Services',
    subtitle:
      'Online counselling and coaching by voice or video, for individuals, families, students and organisations.',
    description:
      'Book online counselling and coaching sessions for individuals, couples, families, students and organisations.',
  },
  testimonials: {
    title: 'Testimonials',
    heading: 'Transformative Experiences',
    description: `What clients say about their sessions with ${brand.name}.`,
  },
  mediaGallery: {
    title: 'Media gallery',
    heading: 'Moments Worth Sharing',
    description: `Quiet pictures from ${brand.name}'s world, and the places that have written about our work.`,
  },
  contact: {
    title: 'Contact us',
    heading: 'Get in Touch',
    description: `Write to ${brand.name} or call us: our e-mail, phone numbers and offices.`,
  },
  register: {
    title: 'Create your account',
    heading: 'Create your account',
    subtitle: 'Join us to book sessions and manage your membership.',
    description: `Create a ${brand.name} account to book sessions and manage your membership.`,
  },
  verifyEmail: {
    title: 'Verify your email',
    description: 'Enter the 6-digit code we sent to your e-mail address to finish creating your account.',
  },
  membershipPlans: {
    title: 'Membership plans',
    heading: 'Membership Plans',
    description: 'Prepaid session credits at a better price: compare the membership plans.',
  },
  disclaimer: {
    title: 'Disclaimer',
    heading: 'Disclaimer',
    description: `What ${brand.name}'s sessions are and are not: read before you book.`,
  },
  terms: {
    title: 'Terms and Conditions',
    heading: 'Terms and Conditions',
    description: `The terms that apply when you use ${brand.name} and book sessions.`,
  },
  privacy: {
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description: `How ${brand.name} collects, uses and protects your personal information.`,
  },
  networkStatus: {
    title: 'Network status',
    description: 'Whether your device is connected to the internet.',
  },
  paymentStatus: {
    title: 'Payment status',
    description: 'The outcome of your payment.',
  },
  paymentStatusModal: {
    title: 'Payment status',
    /** The dialog's own title. */
    heading: 'Payment status',
    description: 'The outcome of your membership payment.',
  },
  paymentReturn: {
    title: 'Processing payment',
    description: 'Your payment is being processed.',
  },
  myBookings: {
    title: 'My bookings',
    heading: 'My Bookings',
    description: 'Your booked sessions, meeting links and feedback.',
  },
  myProfile: {
    title: 'My profile',
    heading: 'My Profile',
    description: 'Your account details, and where you change your password.',
  },
  myMembership: {
    title: 'My membership',
    heading: 'My Membership',
    description: 'Your membership plan and the session credits left on it.',
  },
  /** Ours: a GST tax invoice of the signed-in person, printable. */
  invoice: {
    title: 'Invoice',
    heading: 'Invoice',
    description: 'Your GST tax invoice for a session or membership you paid for.',
  },
  /** Ours: the staff area (moderation), not indexed by search engines. */
  staff: {
    title: 'Staff',
    heading: 'Staff',
    description: 'Sukoon staff: approve testimonials and read contact messages.',
  },
  notFound: {
    title: 'Page not found',
    description: "The page you're looking for doesn't exist.",
  },
} as const satisfies Record<string, PageHeadCopy & { heading?: string; subtitle?: string }>;

export type PageName = keyof typeof pages;

export const siteCopy = {
  pages,

  /** The site shell (header, footer and main content around every page). */
  shell: {
    skipLink: 'Skip to content',
  },

  /** The Services page's own words (B2, B9). */
  services: {
    loading: 'Loading services',
    /** B9: shown on the card a guest pressed, 5 s before the sign-in dialog. */
    signInToBook: (title: string) => `Please sign in to book ${title}`,
  },

  /** B8: what a booking answer that cannot be read shows. */
  booking: {
    parseError: 'Failed to parse booking response as JSON',
    idError: 'Unable to extract booking ID from response',
  },
} as const;
