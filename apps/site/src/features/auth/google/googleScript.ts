// Loads Google Identity Services once, and only when a client id is known (spec 01 section 7).
// Stories and tests put a fake `google` global in place first, so no script is added for them.

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

let loading: Promise<void> | undefined;

export const googleIdentityAvailable = () => typeof window !== 'undefined' && Boolean(window.google?.accounts?.id);

/** Resolves when `window.google` is there; adds the script tag on first use. A failed load can be retried. */
export function loadGoogleIdentity(): Promise<void> {
  if (googleIdentityAvailable()) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_SRC;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => (googleIdentityAvailable() ? resolve() : fail()));
    script.addEventListener('error', () => fail());
    function fail() {
      script.remove();
      loading = undefined;
      reject(new Error('Google Identity Services could not be loaded.'));
    }
    document.head.append(script);
  });
  return loading;
}

/** Forgets a pending load (tests). */
export function resetGoogleIdentityLoader(): void {
  loading = undefined;
}
