// @vitest-environment node
/// <reference types="node" />
// The generated images on disk match the manifest (and so the content that reads it): every file
// referenced exists with the declared width and height, nothing stray sits beside them, and the
// sizes stay within the budget the issue set.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PARTNER_LOGOS } from './media';
import { partnerLogoFormat, rasterImages, vectorImages } from './mediaManifest';

const publicDir = fileURLToPath(new URL('../../../../apps/site/public', import.meta.url));
const file = (src: string) => join(publicDir, src);

function svgSize(path: string): { width: number; height: number } {
  const head = readFileSync(path, 'utf8').slice(0, 300);
  const width = Number(/\swidth="(\d+)"/.exec(head)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(head)?.[1]);
  return { width, height };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('raster images', () => {
  const images = Object.values(rasterImages);

  it.each(images.map((image) => [image.id, image] as const))(
    '%s: every variant exists at its size',
    async (_, image) => {
      expect(image.variants.length).toBeGreaterThan(0);
      const largest = image.variants.at(-1)!;
      expect([image.width, image.height]).toEqual([largest.width, largest.height]);
      for (const variant of image.variants) {
        for (const [format, src] of [
          ['heif', variant.avif],
          ['webp', variant.webp],
        ] as const) {
          expect(existsSync(file(src)), src).toBe(true);
          const meta = await sharp(file(src)).metadata();
          expect(meta.format, src).toBe(format);
          expect([meta.width, meta.height], src).toEqual([variant.width, variant.height]);
        }
      }
    },
  );

  it('keeps one aspect ratio per image and lists widths narrowest first', () => {
    for (const image of images) {
      const widths = image.variants.map((v) => v.width);
      expect(widths).toEqual([...widths].sort((a, b) => a - b));
      for (const v of image.variants)
        expect(Math.abs(v.height - (v.width * image.height) / image.width)).toBeLessThanOrEqual(1);
    }
  });

  it('has no JPEG anywhere', () => {
    expect(listFiles(join(publicDir, 'media')).filter((f) => /\.jpe?g$/i.test(f))).toEqual([]);
  });
});

describe('size budget', () => {
  const size = (src: string) => statSync(file(src)).size;
  const gallery = Object.values(rasterImages).filter((image) => image.id.startsWith('gallery-'));

  it('all gallery files together stay under 1.5 MB', () => {
    const total = gallery
      .flatMap((image) => image.variants.flatMap((v) => [size(v.avif), size(v.webp)]))
      .reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('each 960 px AVIF stays under 60 KB', () => {
    for (const image of Object.values(rasterImages)) {
      const v960 = image.variants.find((v) => v.width === 960);
      if (v960) expect(size(v960.avif), v960.avif).toBeLessThan(60 * 1024);
    }
  });

  it('partner marks stay tiny', () => {
    for (const logo of PARTNER_LOGOS) expect(size(logo.image.src), logo.image.src).toBeLessThan(1024);
  });
});

describe('vector images', () => {
  it.each(Object.values(vectorImages).map((image) => [image.id, image] as const))(
    '%s exists at its size',
    (_, image) => {
      expect(existsSync(file(image.src))).toBe(true);
      expect(svgSize(file(image.src))).toEqual({ width: image.width, height: image.height });
    },
  );

  it('has one partner mark per numbered logo, at the declared size, named for its number', () => {
    expect(partnerLogoFormat.count).toBe(PARTNER_LOGOS.length);
    for (const logo of PARTNER_LOGOS) {
      const path = file(logo.image.src);
      expect(existsSync(path), logo.image.src).toBe(true);
      expect(svgSize(path)).toEqual({ width: partnerLogoFormat.width, height: partnerLogoFormat.height });
      expect(readFileSync(path, 'utf8')).toContain(`<title>${logo.name}</title>`);
    }
  });
});

it('public/media holds nothing the manifest does not list', () => {
  const listed = new Set([
    ...Object.values(rasterImages).flatMap((image) => image.variants.flatMap((v) => [v.avif, v.webp])),
    ...Object.values(vectorImages).map((image) => image.src),
    ...PARTNER_LOGOS.map((logo) => logo.image.src),
  ]);
  const onDisk = listFiles(join(publicDir, 'media')).map((f) => `/${relative(publicDir, f)}`);
  expect(onDisk.filter((src) => !listed.has(src))).toEqual([]);
  expect([...listed].filter((src) => !onDisk.includes(src))).toEqual([]);
});
