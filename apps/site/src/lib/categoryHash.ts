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

/** The Services page showing a category: where a guest returns after signing in to book. */
export function servicesUrlFor(category: string): string {
  return `${paths.services}${hashForCategory(category)}`;
}
