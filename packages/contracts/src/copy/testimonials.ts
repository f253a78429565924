// The testimonials' interface texts (B2, B8 on /testimonials; A7, A8 on the home page). The built-in
// testimonials and section headings are content (content/testimonials.ts).
export const testimonialsCopy = {
  page: {
    /** B2: an empty answer. */
    empty: 'No testimonials found',
    /** B8: the call failed; the built-in five are shown under this warning. */
    loadFailed: 'Unable to load the latest testimonials. Showing available content.',
    /** B8: the same while offline. */
    offlineFallback: "You're currently offline. Showing available testimonials.",
    loading: 'Loading testimonials',
  },
  home: {
    /** A8: an empty list on the home page. */
    empty: 'No testimonials available',
    /** A8: the home page's error text. */
    error: 'Unable to load testimonials right now. Please try again later.',
    loading: 'Loading testimonials',
    seeAll: 'Read all testimonials',
  },
  card: {
    /** "Rated 4 out of 5". */
    rating: (rating: number) => `Rated ${rating} out of 5`,
  },
  gridLabel: 'Testimonials',
} as const;
