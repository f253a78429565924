import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to the built HTML head for the font files that draw the largest
 * text of a page (headings and the hero in Inter 700, body copy in 400), so they download with the CSS
 * instead of after it. `files` are the source file names (packages/ui/src/theme/fonts/...); the emitted,
 * hashed names are looked up in the bundle. A name that is not in the bundle fails the build, since a
 * preload of nothing would only waste a request.
 */
export function preloadFonts(files: readonly string[]): Plugin {
  return {
    name: 'sukoon:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const assets = Object.values(bundle).filter((output) => output.type === 'asset');
        return files.map((file) => {
          const asset = assets.find((output) =>
            output.originalFileNames.some((original) => path.basename(original) === file),
          );
          if (!asset) throw new Error(`preloadFonts: ${file} is not in the bundle`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
