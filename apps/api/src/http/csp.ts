import type { Config } from '../config';

const PAYU_FORM_TARGETS = ['https://secure.payu.in', 'https://test.payu.in'];
const GOOGLE = 'https://accounts.google.com';
// Google Identity Services' one script (the site's googleScript.ts loads it): no other file of that host may run here.
const GOOGLE_CLIENT_SCRIPT = `${GOOGLE}/gsi/client`;

/**
 * The Content-Security-Policy of every answer (helmet). Calls go to the page's own origin ('self'), wherever the
 * server listens (PORT) and whatever PUBLIC_URL says; forms may post to PayU and to PUBLIC_URL, the origin the
 * payment return URLs and the test gateway use, in case a browser reached the site under another name.
 */
export function contentSecurityPolicy(config: Pick<Config, 'payments' | 'publicUrl'>) {
  const formTargets = new Set([
    "'self'",
    new URL(config.publicUrl).origin,
    ...PAYU_FORM_TARGETS,
    new URL(config.payments.baseUrl).origin,
  ]);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", GOOGLE_CLIENT_SCRIPT],
      // 'unsafe-inline' for styles only: Radix Dialog's scroll lock (react-remove-scroll-bar) and Google's button
      // insert <style> elements at run time. Scripts stay strictly same-origin, which is what stops injected code.
      styleSrc: ["'self'", "'unsafe-inline'", GOOGLE],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      connectSrc: ["'self'", GOOGLE],
      frameSrc: [GOOGLE],
      formAction: [...formTargets],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      // Only where the site is served over https; on http://localhost it would break every asset.
      ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
