// Every user-facing text of the site shell (spec 01 sections 1 and 2): the header and its menu, the
// account menu, the footer, the floating membership button, the offline notice, the network-status
// page and /not-found. Exact spec texts are marked by their section; the rest are our own labels.
// Import by sub-path: `import { shellCopy } from '@sukoon/contracts/copy/shell'`.

export const shellCopy = {
  /** The first link of every page, to the main content. */
  skipLink: 'Skip to content',

  header: {
    navLabel: 'Main',
    /** 01 section 2: the six top-navigation links, in order. */
    links: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Testimonials', href: '/testimonials' },
      { label: 'Media & Gallery', href: '/media-gallery' },
      { label: 'Contact Us', href: '/contact' },
    ],
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },

  userMenu: {
    /** 01 section 2: shown while loading or while the name is unknown. */
    guest: 'Guest',
    items: {
      profile: 'My Profile',
      bookings: 'My Bookings',
      membership: 'My Membership',
      logout: 'Logout',
      signin: 'Sign In',
      /** Ours: only for accounts with the staff role, to /staff. */
      staff: 'Staff area',
    },
  },

  footer: {
    social: 'Follow us',
    legal: 'Legal',
    legalLinks: [
      { label: 'Terms & Conditions', href: '/terms-and-conditions' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Disclaimer', href: '/disclaimer' },
    ],
    googlePlay: { small: 'Get it on', name: 'Google Play' },
    appStore: { small: 'Download on the', name: 'App Store' },
    /** The apps do not exist yet; their badges say so and link nowhere. */
    comingSoon: 'Coming soon',
    comingSoonLabel: (store: string) => `${store} app: coming soon`,
    copyright: (year: number, brandName: string) =>
      `© ${year} ${brandName}. Not a substitute for emergency care: in a crisis, call 112.`,
  },

  /** 01 section 1: on every page but /not-found. */
  membershipButton: 'Membership Plans',

  /** Shared controls of messages and dialogs. */
  dismiss: 'Dismiss',
  close: 'Close',

  offline: {
    title: 'No internet connection',
    /** A8: the generic offline text; screens with their own wording pass theirs. */
    message: "You're offline. Please check your internet connection and try again.",
    /** A8: a call that got no answer (accountsCopy.common.network); here too for code the shell loads on demand. */
    networkError: 'Network error. Please check your internet connection.',
  },

  /** 01 section 2: the network-status page, verbatim. */
  networkStatus: {
    title: 'Network Status',
    screenOnline: 'You are connected :)',
    screenOffline: 'Check Your Network :(',
    messageOnline: 'You are currently connected to the internet. You can continue browsing our services.',
    messageOffline: 'You appear to be offline. Please check your internet connection to access all features.',
    /** Ours: the prerendered page, before the browser has said whether it is online. */
    screenChecking: 'Checking…',
    messageChecking: 'Checking your connection…',
    home: 'Return to Home',
    /** Ours: once online again, on a visit another page sent here while offline. */
    back: 'Back to the page you were on',
  },

  notFound: {
    code: '404',
    codeLabel: '404: page not found',
    /** 01 section 2, verbatim. */
    message: "Oops! The page you're looking for doesn't exist.",
    home: 'Back to Home',
  },
} as const;
