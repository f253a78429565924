#!/usr/bin/env node
// `npm run media`: draws the site's own images and writes them to apps/site/public/media/,
// with a typed manifest (packages/contracts/src/content/mediaManifest.ts) that the content
// modules, pages and tests read. Everything is drawn here as SVG; illustrations are rasterised
// by sharp to AVIF and WebP in responsive widths (no JPEG), maps and partner marks stay SVG.
// Deterministic: every drawing is seeded by its id, and the same run gives the same bytes.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import sharp from 'sharp';
import { articles } from './articles.mjs';
import { categories } from './categories.mjs';
import { founder } from './founder.mjs';
import { gallery } from './gallery.mjs';
import { maps, W as MAP_W, H as MAP_H } from './maps.mjs';
import { CARD_H, CARD_W, cardTiers, membershipCard } from './memberships.mjs';
import { LOGO_H, LOGO_W, partnerLogo, partnerNumbers } from './partners.mjs';
import { services } from './services.mjs';
import { seeded, svgDocument } from './svg.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const publicDir = join(root, 'apps', 'site', 'public');
const outDir = join(publicDir, 'media');
const manifestFile = join(root, 'packages', 'contracts', 'src', 'content', 'mediaManifest.ts');

/** Encoder settings: tuned so a 960 px AVIF stays well under 60 KB and the set stays small. */
const AVIF = { quality: 60, effort: 4, chromaSubsampling: '4:2:0' };
const WEBP = { quality: 82, effort: 6, smartSubsample: true };

/** Each raster group: its folder, its drawings, the canvas they are drawn on, the widths served. */
const rasterGroups = [
  { folder: 'gallery', items: gallery, canvas: [1440, 960], widths: [480, 960, 1440] },
  { folder: 'categories', items: categories, canvas: [1440, 960], widths: [480, 960, 1440] },
  { folder: 'services', items: services, canvas: [960, 1200], widths: [480, 960] },
  { folder: 'articles', items: articles, canvas: [1440, 960], widths: [480, 960] },
  { folder: 'founder', items: founder, canvas: [960, 1200], widths: [480, 960] },
];

sharp.cache(false);

async function rasterise({ folder, items, canvas, widths }) {
  const [cw, ch] = canvas;
  for (const item of items) {
    const { defs, body } = item.draw(seeded(item.id));
    const rendered = await sharp(Buffer.from(svgDocument(cw, ch, defs, body)))
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    for (const width of widths) {
      // The manifest's rasterGroup (packages/contracts/src/content/images.ts) names and sizes these files the same
      // way; mediaFiles.test.ts checks that every file it lists is here at that size.
      const height = Math.round((ch * width) / cw);
      const resized = await sharp(rendered).resize(width, height, { kernel: 'lanczos3' }).toBuffer();
      const base = `${folder}/${item.id}-${width}`;
      await writeFile(join(outDir, `${base}.avif`), await sharp(resized).avif(AVIF).toBuffer());
      await writeFile(join(outDir, `${base}.webp`), await sharp(resized).webp(WEBP).toBuffer());
    }
    process.stdout.write('.');
  }
}

async function main() {
  // `--manifest-only`: rewrites the manifest from the lists above without drawing anything (the manifest is made
  // from the groups' settings, not from the files).
  const manifestOnly = process.argv.includes('--manifest-only');
  if (!manifestOnly) {
    await rm(outDir, { recursive: true, force: true });
    for (const folder of [...rasterGroups.map((g) => g.folder), 'offices', 'partners', 'memberships']) {
      await mkdir(join(outDir, folder), { recursive: true });
    }
  }

  if (!manifestOnly) for (const group of rasterGroups) await rasterise(group);
  const raster = rasterGroups.flatMap((group) => group.items.map((item) => ({ id: item.id })));

  const vector = [];
  for (const map of maps) {
    const src = `/media/offices/${map.id}.svg`;
    if (!manifestOnly) await writeFile(join(publicDir, src), `${map.svg(seeded(map.id))}\n`);
    vector.push({ id: map.id, width: MAP_W, height: MAP_H, src });
  }
  for (const tier of cardTiers) {
    const src = `/media/memberships/${tier}.svg`;
    if (!manifestOnly) await writeFile(join(publicDir, src), `${membershipCard(tier)}\n`);
    vector.push({ id: `membership-${tier}`, width: CARD_W, height: CARD_H, src });
  }
  if (!manifestOnly) {
    for (const number of partnerNumbers) {
      await writeFile(join(outDir, 'partners', `partner-${number}.svg`), `${partnerLogo(number)}\n`);
    }
  }
  process.stdout.write('\n');

  const ids = (list) => list.map((image) => `'${image.id}'`).join(' | ');
  const entries = (list) => list.map((image) => `'${image.id}': ${JSON.stringify(image)},`).join('\n');
  // Each group as one rasterGroup call (images.ts), which names the files as rasterise does.
  const groups = rasterGroups
    .map(
      ({ folder, items, canvas, widths }) =>
        `...rasterGroup(${JSON.stringify(folder)}, ${JSON.stringify(canvas)}, ${JSON.stringify(widths)}, ` +
        `${JSON.stringify(items.map((item) => item.id))}),`,
    )
    .join('\n');
  const source = `// Generated by scripts/media/generate.mjs (\`npm run media\`): do not edit by hand.
// Every image the site owns, with its intrinsic size, so pages set width and height (no layout shift).
import { rasterGroup, type PartnerLogoFormat, type RasterImage, type VectorImage } from './images';

export type RasterImageId = ${ids(raster)};
export type VectorImageId = ${ids(vector)};

/** Illustrations: AVIF and WebP at each width (width and height are the largest variant's). */
export const rasterImages: Readonly<Record<RasterImageId, RasterImage>> = {
${groups}
};

/** Drawn maps and membership cards, served as SVG. */
export const vectorImages: Readonly<Record<VectorImageId, VectorImage>> = {
${entries(vector)}
};

/** The partner marks: /media/partners/partner-{n}.svg, one per number of the B9 rule. */
export const partnerLogoFormat: PartnerLogoFormat = {
  width: ${LOGO_W},
  height: ${LOGO_H},
  directory: '/media/partners',
  count: ${partnerNumbers.length},
};
`;
  const options = { ...(await prettier.resolveConfig(manifestFile)), filepath: manifestFile };
  await writeFile(manifestFile, await prettier.format(source, options));

  console.log(
    `Wrote ${raster.length} illustrations, ${vector.length} maps and cards, and ${partnerNumbers.length} partner marks`,
  );
  console.log(`to ${relative(root, outDir)}/ and the manifest ${relative(root, manifestFile)}.`);
}

await main();
