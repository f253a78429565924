// The media and gallery interface texts (B2, B8 on /media-gallery; the partner strip also on the home
// page, A2). The headings, captions and alt texts are content (content/media.ts).
export const mediaCopy = {
  page: {
    /** B8: the media call failed; the fallback images are shown under this warning. */
    loadFailed: 'Unable to load the latest media content. Showing available content.',
    /** B8 (B2: offline shows an offline message): the same while offline, without a call. */
    offlineFallback: "You're currently offline. Showing available content.",
    loading: 'Loading the gallery',
  },
  strip: {
    /** The list of marks (its accessible name). */
    listLabel: 'Partners',
    /** WCAG 2.2.2: the visible control that stops and restarts the scroll. */
    pause: 'Pause logos',
    play: 'Play logos',
  },
  gallery: {
    listLabel: 'Gallery images',
    carouselLabel: 'Gallery carousel',
    previous: 'Previous image',
    next: 'Next image',
    /** "3 of 13": where the carousel and the lightbox are. */
    position: (current: number, total: number) => `${current} of ${total}`,
    /** The alt text of an image the server answers that is not one of ours. */
    imageAlt: (number: number) => `Gallery image ${number}`,
    /** Its caption (the lightbox's title). */
    imageCaption: (number: number) => `Image ${number}`,
  },
} as const;
