// The staff area's texts (/staff and the staff calls' answers). Not in the spec ("admin behaviour is not shown"):
// these are ours. Import by sub-path: `import { staffCopy } from '@sukoon/contracts/copy/staff'`.
import { formatMessage } from '../message';
export const staffCopy = {
  /** Answers of the staff calls. */
  errors: {
    notStaff: 'This area is for Sukoon staff.',
    notFound: 'Testimonial not found.',
    noConsent:
      'The author did not consent to publishing these words, so they cannot be approved for the site or the home page.',
    nothingToChange: 'Say what to change: is_admin_approved or approved_on_main_page.',
    homeNeedsSite: 'A testimonial on the home page must also be approved for the site.',
    paymentNotFound: 'Payment not found.',
    noRefundDue: 'No refund is due on this payment.',
    badRange: 'The end date must not be before the start date.',
    couponNotFound: 'Coupon not found.',
  },

  /** A signed-in person without the staff role. */
  notStaff: {
    title: 'This area is for Sukoon staff',
    body: 'Your account does not have access to this page.',
    home: 'Go to the home page',
  },

  heading: 'Staff',
  /** In place of the name and address of a client who deleted their account (their bookings and payments stay). */
  erasedClient: 'Deleted account',
  intro:
    "See the day's sessions, settle refunds, export payments, manage coupons, approve testimonials and read contact messages.",
  tabs: {
    label: 'Staff sections',
    sessions: "Today's sessions",
    refunds: 'Refund requests',
    exports: 'Payments for accounting',
    testimonials: 'Testimonials',
    inquiries: 'Contact messages',
    coupons: 'Coupons',
  },

  sessions: {
    dateLabel: 'Day',
    loading: 'Loading sessions',
    loadFailed: 'Unable to load the sessions.',
    retry: 'Retry',
    empty: 'No confirmed sessions on this day.',
    count: (count: number) => formatMessage('{count, plural, one {# session} other {# sessions}}', { count }),
    time: (start: string, end: string) => `${start} to ${end} IST`,
    paidBy: { card: 'Paid by card', credits: 'Paid with credits' },
    join: 'Meeting link',
    noLink: 'No meeting link yet',
  },

  refunds: {
    loading: 'Loading refund requests',
    loadFailed: 'Unable to load the refund requests.',
    retry: 'Retry',
    empty: 'No refund requests.',
    waiting: (count: number) =>
      formatMessage('{count, plural, one {# refund waiting} other {# refunds waiting}}', { count }),
    noneWaiting: 'No refund is waiting.',
    amount: (rupees: string) => `Amount: ${rupees}`,
    requested: (date: string) => `Requested ${date} IST`,
    refunded: (date: string, by: string | null) => `Refunded ${date} IST${by ? ` by ${by}` : ''}`,
    transaction: (txnid: string) => `Transaction ${txnid}`,
    mark: 'Mark refunded',
    confirm: (rupees: string, name: string) =>
      `Mark ${rupees} to ${name} as refunded? Do this only after the money has been sent back.`,
    confirmYes: 'Yes, mark refunded',
    cancel: 'Cancel',
    saving: 'Saving…',
    saveFailed: (message: string) => `Could not mark refunded: ${message}`,
    status: { waiting: 'Refund due', refunded: 'Refunded' },
    askedByClient: 'The client cancelled and asked for a refund.',
  },

  exports: {
    intro: 'Successful payments with their GST invoices, as a CSV file for accounting (dates in IST).',
    from: 'From',
    to: 'To',
    download: 'Download CSV',
    downloading: 'Preparing the file…',
    failed: (message: string) => `Could not download the file: ${message}`,
  },

  testimonials: {
    loading: 'Loading testimonials',
    loadFailed: 'Unable to load the testimonials.',
    retry: 'Retry',
    empty: 'No testimonials yet.',
    waiting: (count: number) => formatMessage('{count} waiting for approval', { count }),
    waitingHeading: 'Waiting for approval',
    restHeading: 'Approved or not publishable',
    noneWaiting: 'Nothing is waiting for approval.',
    by: (author: string) => `by ${author || 'Unknown'}`,
    /** In place of an author who left no name. */
    unknownAuthor: 'Unknown',
    service: (title: string) => `Service: ${title}`,
    rating: (rating: number) => `Rated ${rating} out of 5`,
    received: (date: string) => `Received ${date}`,
    improveLabel: 'What to improve (staff only)',
    recommends: 'Would recommend',
    consentGiven: 'Consent to publish: given',
    consentMissing: 'Consent to publish: not given',
    approveSite: 'Approve for site',
    showOnHome: 'Show on home page',
    noConsentReason: 'The author did not consent to publishing, so this cannot be approved.',
    homeImpliesSite: 'Showing it on the home page also approves it for the site.',
    saving: 'Saving…',
    saveFailed: (message: string) => `Could not save: ${message}`,
    status: {
      waiting: 'Waiting',
      site: 'On the site',
      home: 'On the site and the home page',
      private: 'Not publishable',
    },
  },

  coupons: {
    loading: 'Loading coupons',
    loadFailed: 'Unable to load the coupons.',
    retry: 'Retry',
    empty: 'No coupons yet. Create one below.',
    count: (active: number, total: number) =>
      formatMessage('{active} active of {total, plural, one {# coupon} other {# coupons}}', { active, total }),
    percentOff: (percent: number) => `${percent}% off`,
    appliesTo: { both: 'Memberships and sessions', membership: 'Memberships only', booking: 'Sessions only' },
    expires: (date: string) => `Last day ${date} (IST)`,
    noExpiry: 'No end date',
    used: (redeemed: number, max: number | null) =>
      max === null
        ? formatMessage('Used {redeemed, plural, one {# time} other {# times}}, no total limit', { redeemed })
        : `Used ${redeemed} of ${max}`,
    reserved: (count: number) =>
      formatMessage('{count, plural, one {# unpaid order holds a use} other {# unpaid orders hold a use}}', { count }),
    perPerson: (max: number | null) => (max === null ? 'No limit per person' : `At most ${max} per person`),
    status: { active: 'Active', paused: 'Paused' },
    pause: 'Pause',
    resume: 'Resume',
    saving: 'Saving…',
    saveFailed: (message: string) => `Could not save: ${message}`,
    create: {
      heading: 'New coupon',
      code: 'Code',
      codeHint: 'Letters, digits, - and _; people type it at checkout.',
      percent: 'Percent off',
      appliesTo: 'Applies to',
      memberships: 'Memberships',
      bookings: 'Session bookings',
      expiresOn: 'Last day (optional)',
      maxRedemptions: 'Total uses (optional)',
      maxPerPerson: 'Uses per person (optional)',
      description: 'Note for staff (optional)',
      submit: 'Create coupon',
      submitting: 'Creating…',
      created: (code: string) => `Coupon ${code} created.`,
      failed: (message: string) => `Could not create the coupon: ${message}`,
    },
    errors: {
      code: 'Use 2 to 32 letters, digits, - or _, starting with a letter or digit.',
      percent: 'Enter a whole percent from 1 to 90.',
      appliesTo: 'Choose memberships, session bookings or both.',
      limit: 'Enter a whole number from 1, or leave it empty for no limit.',
      description: 'Keep the note under 200 characters.',
      perPersonAboveTotal: 'The uses per person cannot be more than the total uses.',
      pastExpiry: 'The last day cannot be in the past.',
      codeTaken: (code: string) => `A coupon ${code} already exists.`,
    },
  },

  inquiries: {
    loading: 'Loading contact messages',
    loadFailed: 'Unable to load the contact messages.',
    retry: 'Retry',
    empty: 'No contact messages yet.',
    count: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    more: 'Show older messages',
    loadingMore: 'Loading…',
    received: (date: string) => `Received ${date} IST`,
  },
} as const;
