import { paths } from './paths';

/**
 * The Services page's location hash is a category name (B2), written URL-encoded:
 * #Couples, #Educational%20%26%20Professional%20Institutions.
 */

/** The category a hash names, from `names`; undefined when it names none (or is malformed). */
export function categoryFromHash(hash: string, names: readonly string[]): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
  const wanted = decoded.trim().toLowerCase();
  // Letter case is forgiven: a hand-typed #couples still means Couples.
  return names.find((name) => name.trim().toLowerCase() === wanted);
}

/** The hash that selects a category, e.g. '#Educational%20%26%20Professional%20Institutions'. */
export function hashForCategory(name: string): string {
  return `#${encodeURIComponent(name)}`;
}

/**
 * The Services page showing a category: where a guest returns after signing in to book. With `serviceId`, the page
 * reopens that service's booking once signed in (the `book` query: URL state, no storage).
 */
export function servicesUrlFor(category: string, serviceId?: number): string {
  const search = serviceId === undefined ? '' : `?${BOOK_PARAM}=${serviceId}`;
  return `${paths.services}${search}${hashForCategory(category)}`;
}

const BOOK_PARAM = 'book';

/** The service whose booking a Services URL asks to reopen, from its query ('?book=12'); undefined when none. */
export function serviceToBook(search: string): number | undefined {
  const value = new URLSearchParams(search).get(BOOK_PARAM);
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}
