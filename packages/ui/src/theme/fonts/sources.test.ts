// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sources from './sources.json';

const require = createRequire(import.meta.url);
const fontsourceFiles = path.dirname(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff2'));
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

// The committed fonts are made by inter-latin-rupee.py from @fontsource's files: an update of @fontsource/inter that
// is not followed by a run of the script fails here, instead of drawing the rupee sign from an older Inter.
describe('the Inter files with the rupee sign', () => {
  it('were made from the installed @fontsource/inter', () => {
    const installed = (require('@fontsource/inter/package.json') as { version: string }).version;
    expect(sources.fontsource).toBe(installed);
    for (const font of sources.fonts) {
      expect(sha256(path.join(fontsourceFiles, font.latin.file)), font.latin.file).toBe(font.latin.sha256);
      expect(sha256(path.join(fontsourceFiles, font.latinExt.file)), font.latinExt.file).toBe(font.latinExt.sha256);
    }
  });

  it('are the ones fonts.css draws with, one per weight', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../fonts.css'), 'utf8');
    const urls = [...css.matchAll(/url\('\.\/fonts\/([^']+)'\)/g)].map((match) => match[1]);
    expect(urls).toEqual(sources.fonts.map((font) => font.file));
    // woff2 files: the signature wOF2.
    for (const font of sources.fonts) {
      expect(
        readFileSync(path.join(import.meta.dirname, font.file))
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('wOF2');
    }
  });
});
