import path from 'node:path';
import { brand, DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS } from '@sukoon/contracts';
import { z } from 'zod';
import { repoRoot } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** DATA_DIR value that keeps the embedded database in memory (tests, throw-away runs). */
export const IN_MEMORY = 'memory://';

// Values that must never be echoed back in an error message.
const SECRET_KEYS = new Set(['DATABASE_URL', 'SMTP_URL', 'PAYU_KEY', 'PAYU_SALT']);

const urlWith = (protocols: RegExp, what: string) => z.url({ protocol: protocols, error: `must be ${what}` });

const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`),
    )
    .default(fallback);

export const MODES = ['demo', 'live'] as const;
export type Mode = (typeof MODES)[number];

const envSchema = z.object({
  // Demo (the default): embedded database, the /dev/mail outbox, the test gateway and the test clock, all on a fresh
  // machine. Live: real SMTP, PayU and an https PUBLIC_URL are required, and no /dev route exists.
  SUKOON_MODE: z.enum(MODES, 'must be demo or live').default('demo'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], 'must be development, production or test')
    .default('development'),
  PORT: wholeNumber(1, 65535, 8000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: urlWith(/^https?$/, 'an http(s) URL such as https://sukoon.example').optional(),
  DATABASE_URL: urlWith(/^postgres(ql)?$/, 'a postgres:// or postgresql:// URL').optional(),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  SMTP_URL: urlWith(/^smtps?$/, 'an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().trim().min(3).default(`${brand.name} <no-reply@sukoon.example>`),
  // Defaults from the one brand module the site also uses, so mails and pages name the same company.
  BRAND_NAME: z.string().trim().min(1).default(brand.name),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default(brand.supportEmail),
  SITE_DIST: z.string().trim().min(1).default('apps/site/dist'),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).optional(),
  PAYU_KEY: z.string().trim().min(1).optional(),
  PAYU_SALT: z.string().trim().min(1).optional(),
  // No default here: it follows SUKOON_MODE (PAYU_BASE_URLS), so a live server never takes test payments by omission.
  PAYU_BASE_URL: urlWith(/^https?$/, 'an http(s) URL such as https://test.payu.in').optional(),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  BOOKING_HOLD_MINUTES: wholeNumber(1, 1440, 15),
  // Up to how many hours before its start a client may reschedule or cancel a confirmed session (0: until it starts).
  BOOKING_CHANGE_CUTOFF_HOURS: wholeNumber(0, 144, DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS),
  MEETING_LINK_TEMPLATE: z.string().trim().min(1).default('https://meet.jit.si/sukoon-{room}'),
  // Behind a reverse proxy, the number of proxies to trust for X-Forwarded-For (rate limits count real clients).
  TRUST_PROXY: wholeNumber(0, 10, 0),
});

/** PayU's host when PAYU_BASE_URL is unset: the live one in live mode, the test one in demo mode. */
export const PAYU_BASE_URLS: Record<Mode, string> = {
  live: 'https://secure.payu.in',
  demo: 'https://test.payu.in',
};

export type Env = Record<string, string | undefined>;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = 'development' | 'production' | 'test';

export interface Config {
  /** demo: the test gateway, outbox and test clock may run; live: none of them (see SUKOON_MODE). */
  mode: Mode;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Origin the site is reached at, without a trailing slash (links in mails, payment return URLs). */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Absolute path, or IN_MEMORY. */
  dataDir: string;
  /** Where PGlite keeps its files: `<dataDir>/pglite`, or IN_MEMORY. */
  pgliteDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  brand: { brandName: string; supportEmail: string };
  /** Absolute path of the built site; served only when it exists. */
  siteDist: string;
  logLevel: LogLevel;
  payments: { mode: 'sandbox' | 'payu'; key: string | undefined; salt: string | undefined; baseUrl: string };
  googleClientId: string | undefined;
  bookingHoldMinutes: number;
  /** A confirmed session can be rescheduled or cancelled up to this many hours before its start. */
  bookingChangeCutoffHours: number;
  meetingLinkTemplate: string;
  /** Proxies to trust for X-Forwarded-For: 0 when the server faces the internet directly. */
  trustProxy: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration (environment variables):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const resolveFromRepo = (value: string) => path.resolve(repoRoot, value);

/**
 * Reads and validates the environment once, at start-up. Relative DATA_DIR and SITE_DIST are resolved from the
 * repository root, so `npm run … -w @sukoon/api` (cwd apps/api) and root scripts mean the same folders.
 * Empty values count as unset, as in most .env tooling.
 */
export function loadConfig(env: Env = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  const problems = (parsed.error?.issues ?? []).map((issue) => {
    const key = String(issue.path[0] ?? 'environment');
    const got = cleaned[key];
    const shown = got === undefined || SECRET_KEYS.has(key) ? '' : ` (got ${JSON.stringify(got)})`;
    return `${key}: ${issue.message}${shown}`;
  });
  // Half a PayU configuration would silently fall back to the sandbox; refuse it instead.
  if (Boolean(cleaned.PAYU_KEY) !== Boolean(cleaned.PAYU_SALT)) {
    problems.push(
      `${cleaned.PAYU_KEY ? 'PAYU_SALT' : 'PAYU_KEY'}: PAYU_KEY and PAYU_SALT must be set together (or both left unset for the sandbox gateway)`,
    );
  }
  // Live mode never falls back to a stand-in: mail, payments and the public address must be real.
  if (parsed.success && parsed.data.SUKOON_MODE === 'live') {
    if (!cleaned.SMTP_URL) problems.push('SMTP_URL: must be set when SUKOON_MODE=live (no outbox in live mode)');
    if (!cleaned.PAYU_KEY || !cleaned.PAYU_SALT) {
      problems.push('PAYU_KEY, PAYU_SALT: must be set when SUKOON_MODE=live (no test gateway in live mode)');
    }
    if (!parsed.data.PUBLIC_URL?.startsWith('https://')) {
      problems.push('PUBLIC_URL: must be an https:// URL when SUKOON_MODE=live');
    }
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = e.DATA_DIR === IN_MEMORY ? IN_MEMORY : resolveFromRepo(e.DATA_DIR);
  return {
    mode: e.SUKOON_MODE,
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: dataDir === IN_MEMORY ? IN_MEMORY : path.join(dataDir, 'pglite'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    brand: { brandName: e.BRAND_NAME, supportEmail: e.SUPPORT_EMAIL },
    siteDist: resolveFromRepo(e.SITE_DIST),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    payments: {
      mode: e.PAYU_KEY && e.PAYU_SALT ? 'payu' : 'sandbox',
      key: e.PAYU_KEY,
      salt: e.PAYU_SALT,
      baseUrl: (e.PAYU_BASE_URL ?? PAYU_BASE_URLS[e.SUKOON_MODE]).replace(/\/+$/, ''),
    },
    googleClientId: e.GOOGLE_CLIENT_ID,
    bookingHoldMinutes: e.BOOKING_HOLD_MINUTES,
    bookingChangeCutoffHours: e.BOOKING_CHANGE_CUTOFF_HOURS,
    meetingLinkTemplate: e.MEETING_LINK_TEMPLATE,
    trustProxy: e.TRUST_PROXY,
  };
}
