// Every user-facing text of memberships (spec 02 sections 2, 4 and 8): the plan cards, the plans
// page's messages, the purchase modal and My Membership. Import by sub-path:
// `import { membershipsCopy } from '@sukoon/contracts/copy/memberships'`.

import { formatMessage } from '../message';
export const membershipsCopy = {
  card: {
    /** Screen-reader terms of the card's figures. */
    price: 'Price',
    originalPrice: 'Original price',
    credits: 'Credits',
    validity: 'Validity',
    /** "4 session credits" on the card's figure row. */
    creditsCount: (credits: number) =>
      formatMessage('{credits, plural, one {# session credit} other {# session credits}}', { credits }),
    choose: 'Choose Plan',
    /** The button's accessible name: it starts with the visible "Choose Plan" and names the card's plan. */
    chooseLabel: (plan: string) => formatMessage('Choose Plan: {plan}', { plan }),
    /** A plan's validity: "Unlimited", or months. */
    validityUnlimited: 'Unlimited',
    validityMonths: (months: number) => formatMessage('{months, plural, one {# month} other {# months}}', { months }),
  },
  /** The plans page around the grid (B2: hero, Need Help Choosing? with Contact Us, Why Choose Us). */
  page: {
    subtitle:
      'Prepaid session credits at a better price than single sessions. One credit is worth a session of ₹5,000.',
    helpTitle: 'Need Help Choosing?',
    help: 'Not sure which plan suits you? Tell us what you are looking for and we will help you choose.',
    contactUs: 'Contact Us',
    whyTitle: 'Why Choose Us',
    why: [
      'Qualified counsellors and coaches, online by voice or video',
      'Book any bookable session with your credits, in Indian time slots',
      'Private and confidential sessions',
      'Support from our team whenever you need it',
    ],
  },
  /** My Membership's toasts (B4, B8). */
  toasts: {
    loginRequired: 'Please login to access your membership details',
    none: 'No membership found for your account',
    loaded: 'Membership details loaded successfully',
    nonJson: 'Server returned non-JSON response',
  },
  plans: {
    loginRequired: 'Please log in to view membership details and purchase plans.',
    authRequired: 'Authentication required. Please log in to view membership plans.',
    loadFailed: 'Unable to load membership plans. Please try again later.',
    offline: "You're currently offline...",
    loading: 'Loading membership plans',
  },
  /** My Membership (B2, B8; verbatim where the spec gives the text). */
  panel: {
    loading: 'Loading your membership',
    active: 'Active',
    fallbackName: 'Your Active Membership',
    type: 'Membership Type',
    credits: 'Credits',
    price: 'Price',
    validity: 'Validity',
    validityDays: (days: number) => formatMessage('{days, plural, one {# day} other {# days}}', { days }),
    description: 'Description',
    support: 'Contact customer support for any inquiries about your membership.',
    benefits: 'Membership Benefits',
    /** Shown when the membership has no key_points (the spec does not show its default list). */
    defaultBenefits: [
      'Book sessions with your credits instead of paying each time',
      'Priority access to available time slots',
      'Session reminders and meeting links by e-mail',
      'Support from our team whenever you need it',
    ],
    noneTitle: 'No Active Membership Found',
    none: "You don't have an active membership yet. Unlock exclusive benefits by becoming a member today!",
    takeMembership: 'Take Membership Now',
    restrictedTitle: 'Membership Access Restricted',
    restricted: 'Please login to view your membership details',
    loginNow: 'Login Now',
    offlineTitle: "You're offline",
    offline: "You're offline. Please reconnect to view your membership details.",
    errorTitle: 'Something went wrong',
    error: 'Failed to load membership details. Please try again later.',
    tryAgain: 'Try Again',
  },
  /** The purchase modal (B2, B4, B8). */
  purchase: {
    title: (plan: string) => `Buy ${plan} Membership`,
    features: 'What you get',
    gst: { label: 'GST number', hint: 'Optional, for a GST invoice' },
    coupon: { label: 'Coupon code', hint: 'Optional' },
    buy: 'Buy Now',
    buying: 'Starting your payment',
    failed: (reason: string) => `Membership purchase failed: ${reason} Please try again or contact support...`,
  },
} as const;

export const MEMBERSHIP_MESSAGES = {
  planNotFound: 'Membership plan not found.',
} as const;
