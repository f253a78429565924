/**
 * The app's and the page's scripts, which a prerendered page names instead of linking (build/prerender.ts writes the
 * meta, src/main.tsx reads it). Linked as module preloads in the head, they were requested with the page and shared
 * the slow phone's link with the fonts, which then arrived later, while React arrived no sooner: the
 * link was full either way (docs/performance.md). Preloaded once the page is painted, they come after the fonts and the
 * stylesheet, all at once, the page's own chunk included (the router would only ask for it after the app had run).
 */
export const APP_MODULES_META = 'app-modules';

/** The meta element naming `files` (URLs), for the page's head. */
export function appModulesMeta(files: readonly string[]): string {
  return `<meta name="${APP_MODULES_META}" content="${files.join(' ')}">`;
}

/**
 * Starts fetching the scripts the page names (none on the empty shell), in parallel, into the module map: a module
 * already there or on its way is not fetched again, so no check for an existing link is needed.
 */
export function preloadAppModules(doc: Document = document): void {
  const named = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)?.content.split(' ') ?? [];
  for (const href of named)
    doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
}
