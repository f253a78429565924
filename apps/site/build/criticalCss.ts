import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';

/** Every `@font-face` rule of a minified stylesheet (their blocks hold declarations only, no nested braces). */
export const fontFaceRules = (css: string) => css.match(/@font-face\s*\{[^}]*\}/g) ?? [];

/**
 * The critical CSS of a prerendered page: each rule of its stylesheets that matches an element of its HTML (Beasties,
 * which also keeps their media queries) goes inline in the head, and the stylesheet links move to the end of the
 * body, so the page paints as soon as its HTML is parsed instead of after the whole stylesheet, which shares the slow
 * link with the fonts and the app's chunks.
 *
 * - Nothing changes once the full stylesheet has loaded: it repeats every inlined rule after it, in the same order.
 *   Until then a link at the end of the body holds nothing above it, and needs no script (the site's CSP allows no
 *   inline `onload`, which Beasties' other strategies use).
 * - Every `@font-face` goes inline too: the text is drawn in the metric-matched fallback faces and Inter as before
 *   (Beasties keeps only faces whose family a rule names literally, and ours come through a CSS variable).
 */
export function criticalCss(outDir: string, base: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    // The inline styles React renders (none today) stay as they are; the font faces are added whole, below.
    reduceInlineStyles: false,
    fonts: false,
    // Beasties matches a selector with its pseudo-classes removed, arguments and all, so `:where(.icon-size)` became
    // nothing and its rule was left out: the icons' sizes (Icon's low-specificity classes), a shift once the
    // stylesheet landed. These few rules go inline whether the page uses them or not.
    allowRules: [/:(?:where|is)\(/],
    logLevel: 'warn',
  });
  // Every page links the same stylesheet: it is read once.
  const facesByHref = new Map<string, Promise<string[]>>();
  const facesOf = (href: string) => {
    let faces = facesByHref.get(href);
    if (!faces) {
      faces = readFile(path.join(outDir, href.slice(base.length)), 'utf8').then(fontFaceRules);
      facesByHref.set(href, faces);
    }
    return faces;
  };
  return async function inline(html: string): Promise<string> {
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!);
    const faces = (await Promise.all(stylesheets.map(facesOf))).flat();
    const withFaces = faces.length ? html.replace('</head>', () => `<style>${faces.join('')}</style></head>`) : html;
    return beasties.process(withFaces);
  };
}
