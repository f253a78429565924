// The few words of the site's screens that no ui component owns (apps/site).

/** The Services page's own words (B2, B9). */
export const servicesScreenCopy = {
  loading: 'Loading services',
  /** B9: shown on the card a guest pressed, 5 s before the sign-in dialog. */
  signInToBook: (title: string) => `Please sign in to book ${title}`,
} as const;

/** B8: what a booking answer that cannot be read shows. */
export const bookingAnswerCopy = {
  parseError: 'Failed to parse booking response as JSON',
  idError: 'Unable to extract booking ID from response',
} as const;
