// The About page's and the certificates section's own texts (A2, A4, A8). The page's content (story,
// founder, offices, certificates' fallback list) lives in content/; these are the interface's words.
import { shellCopy } from './shell';

export const aboutCopy = {
  certificates: {
    /** A8: the certificates call failed; the built-in list is shown under this warning. */
    loadFailed: 'Unable to load the latest certifications. Showing available content.',
    /** A8: while the device is offline, the warning is the spec's offline message. */
    offline: shellCopy.offline.message,
    retry: 'Retry',
    /** A4: the About page lists one certification until this is pressed. */
    showMore: 'Show more',
    showLess: 'Show less',
    loading: 'Loading certifications',
    listLabel: 'Certifications',
  },
  founder: {
    readStory: 'Read our story',
    quoteLabel: 'In her words',
  },
  offices: {
    appointmentOnly: 'By appointment',
    mapOpensNewTab: '(opens in a new tab)',
  },
  /** A8: the About page while the device is offline. */
  offline: "You're offline. Please reconnect to view our about page.",
} as const;
