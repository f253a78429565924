// Media and gallery (B2, B9): the numbered partner marks for the "We are Featured On" strip and
// the 13 gallery images. GET /api/mediaandgallery/companydata/ answers the gallery as MediaItem
// ({ src, link }); galleryImageFor(src) finds our responsive files and alt text for a src.
import type { PlanTier } from '../rules/plans';
import type { MediaItem } from '../schemas/content';
import { fallbackSrc, type Picture, type VectorImage } from './images';
import { partnerLogoFormat, rasterImages, vectorImages, type RasterImageId } from './mediaManifest';

/* ---------- Partner marks (B9, A9) ---------- */

/** B9: logo images are numbered 1 to 204 ... */
export const PARTNER_LOGO_MAX = 204;
/** ... with these three excluded. */
export const PARTNER_LOGO_EXCLUDED: readonly number[] = [12, 29, 49];
/** B9: on failure the first 20 are shown. */
export const PARTNER_LOGO_FALLBACK_COUNT = 20;

export const PARTNER_LOGO_NUMBERS: readonly number[] = Array.from({ length: PARTNER_LOGO_MAX }, (_, i) => i + 1).filter(
  (n) => !PARTNER_LOGO_EXCLUDED.includes(n),
);

export interface PartnerLogo {
  number: number;
  /** "Partner 7": the mark's accessible name. */
  name: string;
  image: VectorImage;
}

export function partnerLogo(number: number): PartnerLogo {
  const name = `Partner ${number}`;
  return {
    number,
    name,
    image: {
      id: `partner-${number}`,
      width: partnerLogoFormat.width,
      height: partnerLogoFormat.height,
      src: `${partnerLogoFormat.directory}/partner-${number}.svg`,
    },
  };
}

export const PARTNER_LOGOS: readonly PartnerLogo[] = PARTNER_LOGO_NUMBERS.map(partnerLogo);

/** A9, B9: the strip shows the first third of the numbered marks. */
export const STRIP_PARTNER_LOGOS: readonly PartnerLogo[] = PARTNER_LOGOS.slice(0, Math.floor(PARTNER_LOGOS.length / 3));

/** B9: the fallback shows the first 20. */
export const FALLBACK_PARTNER_LOGOS: readonly PartnerLogo[] = PARTNER_LOGOS.slice(0, PARTNER_LOGO_FALLBACK_COUNT);

/* ---------- Membership cards (B2) ---------- */

/**
 * The card image of a plan's tier, which the purchase modal shows (B2 "Card image, price, features"). A plan's
 * card_img names a file of the server's; the site draws its own card per tier, so a plan of no known tier has none.
 */
export function membershipCardImage(tier: PlanTier | null): VectorImage | undefined {
  return tier ? vectorImages[`membership-${tier.toLowerCase() as Lowercase<PlanTier>}`] : undefined;
}

/* ---------- Gallery (B2, B9) ---------- */

/** B9: 13 gallery images. */
export const GALLERY_IMAGE_COUNT = 13;

export interface GalleryImage extends Picture {
  id: RasterImageId;
  /** A short title for the lightbox. */
  caption: string;
}

const galleryImage = (id: RasterImageId, caption: string, alt: string): GalleryImage => ({
  id,
  caption,
  alt,
  image: rasterImages[id],
});

export const GALLERY_IMAGES: readonly GalleryImage[] = [
  galleryImage('gallery-01', 'Morning light', 'A soft sunrise over layers of green and lilac hills'),
  galleryImage('gallery-02', 'Evening sea', 'A pale moon over a calm blue sea, its light on the water'),
  galleryImage('gallery-03', 'New leaves', 'Broad green leaves reaching in from two corners towards a peach sun'),
  galleryImage('gallery-04', 'Ripples', 'Rings of ripples spreading across still teal water'),
  galleryImage('gallery-05', 'Mountain lake', 'Blue mountains and pine trees reflected in a quiet lake'),
  galleryImage('gallery-06', 'Warm dunes', 'Rolling sand dunes in warm tones under a low sun'),
  galleryImage('gallery-07', 'Balance', 'Circles and half circles in teal, sage and apricot resting together'),
  galleryImage('gallery-08', 'Forest mist', 'Rows of rounded and pointed trees fading into morning mist'),
  galleryImage('gallery-09', 'Quiet night', 'A crescent moon and stars over dark hills with one lit window'),
  galleryImage('gallery-10', 'Lotus pond', 'A pink lotus opening on a lily pad in a green pond'),
  galleryImage('gallery-11', 'Still stones', 'Smooth pebbles stacked on a beach beside a calm sea'),
  galleryImage('gallery-12', 'Open sky', 'White clouds and a few birds over gentle green hills'),
  galleryImage('gallery-13', 'Summer grass', 'Tall grasses bending in the breeze before a round sun'),
];

/**
 * The gallery as the media call answers it (B3 Media item), which the api seeds and the page
 * falls back to on failure (B8). src is each image's WebP near 960 px; link is empty (no link out).
 */
export const GALLERY_MEDIA_ITEMS: readonly MediaItem[] = GALLERY_IMAGES.map((item) => ({
  src: fallbackSrc(item.image),
  link: '',
}));

/** Our gallery image whose file set contains `src` (any variant, either format), if any. */
export function galleryImageFor(src: string): GalleryImage | undefined {
  const path = src.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
  return GALLERY_IMAGES.find((item) =>
    item.image.variants.some((variant) => variant.avif === path || variant.webp === path),
  );
}

export const mediaPage = {
  /** B2: the page's heading. */
  heading: 'Moments Worth Sharing',
  intro: 'A few quiet pictures from our world, and the places that have written about our work.',
  /** B2: the logo strip's heading. */
  partnersHeading: 'We are Featured On',
  galleryHeading: 'Gallery',
} as const;
