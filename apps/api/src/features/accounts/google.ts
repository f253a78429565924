import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Google's signing keys for ID tokens (rotated by Google; jose caches them and refetches on an unknown key id). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google documents both spellings of the issuer. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** Allowed clock difference between Google and this server when checking exp, iat and nbf. */
const CLOCK_TOLERANCE_SECONDS = 60;

export type GoogleKeySet = JWTVerifyGetKey;

export function googleRemoteKeySet(): GoogleKeySet {
  return createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
}

export interface GoogleProfile {
  /** Google's stable account id: what the identity is keyed by. */
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  name: string;
}

/** A token that is not a valid Google ID token for this site; `message` is safe to show. */
export class GoogleTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleTokenError';
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Verifies a Google ID token: RS256 signature against Google's keys, audience (always this site's client id), issuer,
 * expiry and issue time (against the app's clock). Throws GoogleTokenError for a bad token; anything else (Google's
 * key endpoint unreachable) is thrown as is.
 */
export async function verifyGoogleIdToken(
  idToken: string,
  options: { keys: GoogleKeySet; clientId: string; now: number },
): Promise<GoogleProfile> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, options.keys, {
      audience: options.clientId,
      issuer: GOOGLE_ISSUERS,
      algorithms: ['RS256'],
      currentDate: new Date(options.now),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new GoogleTokenError('The Google sign-in has expired. Please try again.');
    if (error instanceof errors.JWTClaimValidationFailed) {
      throw new GoogleTokenError('The Google sign-in was not issued for this site.');
    }
    if (
      error instanceof errors.JWSSignatureVerificationFailed ||
      error instanceof errors.JWSInvalid ||
      error instanceof errors.JWTInvalid ||
      error instanceof errors.JWKSNoMatchingKey ||
      error instanceof errors.JOSEAlgNotAllowed ||
      error instanceof errors.JOSENotSupported
    ) {
      throw new GoogleTokenError('The Google sign-in could not be verified.');
    }
    throw error;
  }

  const sub = text(payload.sub);
  const email = text(payload.email).toLowerCase();
  if (!sub || !email) throw new GoogleTokenError('The Google sign-in did not include an email address.');
  // Older tokens carry the flag as the string "true".
  const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
  const givenName = text(payload.given_name);
  const familyName = text(payload.family_name);
  return { sub, email, emailVerified, givenName, familyName, name: text(payload.name) };
}
