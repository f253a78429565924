// What to do when a page's code (a lazy route chunk) fails to load. Offline, the chunk simply cannot come:
// the visitor sees the spec's offline page (/network-status, which the service worker keeps). Online, the
// usual cause is a new deploy that removed the old hashed chunks: one reload fetches the new HTML and
// chunks. A second failure soon after that reload is not a deploy, so it is treated as any render error
// (/not-found) instead of reloading in a loop. "Online" is the server's word, not only the browser's: navigator.onLine
// says true on a network that reaches nothing (a dropped uplink, a captive portal), and some browsers say true on a
// page the service worker served offline, where a reload would end on /not-found.

import { pageReload } from '../lib/pageReload';

/** A reload less than this long ago means the last one did not help. */
export const RELOAD_GUARD_MS = 10_000;

/** How long the server has to answer before a failed chunk counts as offline. */
export const SERVER_CHECK_MS = 5_000;

/**
 * How soon the server is asked again when the browser says the connection is back but the server did not answer yet
 * (a network still settling, a captive portal), while the offline page waits to try a failed chunk again.
 */
export const ONLINE_RETRY_MS = 2_000;

/** sessionStorage: when the page last reloaded itself for a failed chunk (per tab, gone when it closes). */
const RELOADED_AT_KEY = 'sukoon.chunkReloadAt';

export type ChunkFailureOutcome = 'offline' | 'reload' | 'notFound';

/**
 * A failed dynamic import, as Chromium, Firefox and Safari word it, or Vite's preload of the chunk's CSS.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

export function chunkFailureOutcome({
  online,
  lastReloadAt,
  now,
}: {
  online: boolean;
  /** null: never reloaded; undefined: no storage to remember a reload in, so none is risked. */
  lastReloadAt: number | null | undefined;
  now: number;
}): ChunkFailureOutcome {
  if (!online) return 'offline';
  if (lastReloadAt === undefined) return 'notFound';
  if (lastReloadAt !== null && now - lastReloadAt >= 0 && now - lastReloadAt < RELOAD_GUARD_MS) return 'notFound';
  return 'reload';
}

export function readLastChunkReload(): number | null | undefined {
  try {
    const value = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return value > 0 ? value : null;
  } catch {
    return undefined;
  }
}

/** Notes the reload (chunkFailureOutcome has checked that storage works), then reloads the page. */
export function reloadForChunk(now: number) {
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } finally {
    pageReload.reload();
  }
}

/**
 * Whether the site's server answers at all (any status, even an error): /api/health, which the service worker never
 * answers (build/offlineShell.ts), so only the network can. Plain fetch: the API client (ky, zod) is not in the shell.
 */
export async function serverReachable(timeoutMs = SERVER_CHECK_MS): Promise<boolean> {
  try {
    await fetch(new URL('/api/health', window.location.origin), {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}
