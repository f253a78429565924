// The shape of the images the site owns (drawn by scripts/media/generate.mjs, listed in the generated
// mediaManifest.ts) and small helpers to turn one into <picture> attributes. No JPEG: AVIF first,
// WebP as the <img> fallback, which every browser the site supports reads.

export type ImageFormat = 'avif' | 'webp';

export const IMAGE_MIME_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** One width of an illustration, in both formats. Paths are site-absolute ("/media/..."). */
export interface ImageVariant {
  width: number;
  height: number;
  avif: string;
  webp: string;
}

/** An illustration: width and height are its largest variant's (the intrinsic size). */
export interface RasterImage {
  id: string;
  width: number;
  height: number;
  /** Narrowest first. */
  variants: readonly ImageVariant[];
}

/** A drawing served as SVG (the office maps). */
export interface VectorImage {
  id: string;
  width: number;
  height: number;
  src: string;
}

/** Where the partner marks are and how big they are drawn. */
export interface PartnerLogoFormat {
  width: number;
  height: number;
  directory: string;
  count: number;
}

/** An image as content uses it: the file set and the words that stand for it. */
export interface Picture<T extends RasterImage | VectorImage = RasterImage> {
  image: T;
  /** Empty when the image is decoration beside text that says the same. */
  alt: string;
}

/**
 * The illustrations of one folder, drawn on one canvas and served at the same widths (narrowest first), as
 * scripts/media/generate.mjs writes them: `/media/<folder>/<id>-<width>.avif` and `.webp`, each width's height in
 * the canvas's proportions, rounded as the generator resizes. The manifest lists the groups instead of every path,
 * which written out would weigh on the home page's first load.
 */
export function rasterGroup<Id extends string>(
  folder: string,
  [canvasWidth, canvasHeight]: readonly [number, number],
  widths: readonly number[],
  ids: readonly Id[],
): Record<Id, RasterImage> {
  const group = {} as Record<Id, RasterImage>;
  for (const id of ids) {
    const variants = widths.map((width) => {
      const base = `/media/${folder}/${id}-${width}`;
      return {
        width,
        height: Math.round((canvasHeight * width) / canvasWidth),
        avif: `${base}.avif`,
        webp: `${base}.webp`,
      };
    });
    const largest = variants[variants.length - 1];
    if (!largest) throw new Error(`rasterGroup ${folder}: no widths`);
    group[id] = { id, width: largest.width, height: largest.height, variants };
  }
  return group;
}

/** "…-480.avif 480w, …-960.avif 960w" for a <source> or the <img>. */
export function srcSet(image: RasterImage, format: ImageFormat): string {
  return image.variants.map((variant) => `${variant[format]} ${variant.width}w`).join(', ');
}

/** The <img src> for browsers that ignore srcset: the WebP nearest 960 px wide. */
export function fallbackSrc(image: RasterImage): string {
  const [first, ...rest] = image.variants;
  if (!first) throw new Error(`Image ${image.id} has no variants`);
  const best = rest.reduce((a, b) => (Math.abs(b.width - 960) < Math.abs(a.width - 960) ? b : a), first);
  return best.webp;
}
