import { describe, expect, it } from 'vitest';
import { mediaGalleryResponseSchema } from '../schemas/content';
import {
  FALLBACK_PARTNER_LOGOS,
  GALLERY_IMAGE_COUNT,
  GALLERY_IMAGES,
  GALLERY_MEDIA_ITEMS,
  PARTNER_LOGO_NUMBERS,
  PARTNER_LOGOS,
  STRIP_PARTNER_LOGOS,
  galleryImageFor,
} from './media';

describe('partner logos (B9)', () => {
  it('are numbered 1 to 204 without 12, 29 and 49', () => {
    expect(PARTNER_LOGO_NUMBERS).toHaveLength(201);
    expect(PARTNER_LOGO_NUMBERS[0]).toBe(1);
    expect(PARTNER_LOGO_NUMBERS.at(-1)).toBe(204);
    for (const excluded of [12, 29, 49]) expect(PARTNER_LOGO_NUMBERS).not.toContain(excluded);
    expect(new Set(PARTNER_LOGO_NUMBERS).size).toBe(201);
    expect(PARTNER_LOGO_NUMBERS).toEqual([...PARTNER_LOGO_NUMBERS].sort((a, b) => a - b));
  });

  it('the strip shows the first third', () => {
    expect(STRIP_PARTNER_LOGOS).toHaveLength(67);
    expect(STRIP_PARTNER_LOGOS).toEqual(PARTNER_LOGOS.slice(0, 67));
    expect(STRIP_PARTNER_LOGOS.at(-1)!.number).toBe(70);
  });

  it('the fallback shows the first 20', () => {
    expect(FALLBACK_PARTNER_LOGOS.map((logo) => logo.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
  });

  it('each is named "Partner N" and served as its own SVG', () => {
    expect(PARTNER_LOGOS[6]).toMatchObject({
      number: 7,
      name: 'Partner 7',
      image: { src: '/media/partners/partner-7.svg' },
    });
  });
});

describe('gallery (B2, B9)', () => {
  it('has 13 images, each with a caption and alt text', () => {
    expect(GALLERY_IMAGE_COUNT).toBe(13);
    expect(GALLERY_IMAGES).toHaveLength(13);
    expect(new Set(GALLERY_IMAGES.map((item) => item.id)).size).toBe(13);
    for (const item of GALLERY_IMAGES) {
      expect(item.caption).not.toBe('');
      expect(item.alt.length).toBeGreaterThan(10);
    }
  });

  it('answers as the media call does, and every src leads back to its image', () => {
    expect(mediaGalleryResponseSchema.parse(GALLERY_MEDIA_ITEMS)).toHaveLength(13);
    GALLERY_MEDIA_ITEMS.forEach((item, index) => {
      expect(item.src).toMatch(/^\/media\/gallery\/gallery-\d\d-960\.webp$/);
      expect(galleryImageFor(item.src)).toBe(GALLERY_IMAGES[index]);
    });
  });

  it('finds an image by any of its files, also as an absolute URL', () => {
    expect(galleryImageFor('/media/gallery/gallery-04-480.avif')?.id).toBe('gallery-04');
    expect(galleryImageFor('http://localhost:8000/media/gallery/gallery-04-1440.webp?v=1')?.id).toBe('gallery-04');
    expect(galleryImageFor('/media/elsewhere.png')).toBeUndefined();
  });
});
