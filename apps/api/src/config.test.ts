import path from 'node:path';
import { brand } from '@sukoon/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, IN_MEMORY, loadConfig } from './config';
import { repoRoot } from './paths';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'demo',
      nodeEnv: 'development',
      isProduction: false,
      port: 8000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8000',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, '.data'),
      pgliteDir: path.join(repoRoot, '.data', 'pglite'),
      smtpUrl: undefined,
      siteDist: path.join(repoRoot, 'apps', 'site', 'dist'),
      logLevel: 'info',
      brand: { brandName: 'Sukoon', supportEmail: 'support@sukoon.example' },
      mailFrom: 'Sukoon <no-reply@sukoon.example>',
      payments: { mode: 'sandbox', baseUrl: 'https://test.payu.in' },
      bookingHoldMinutes: 15,
      bookingChangeCutoffHours: 24,
    });
  });

  it('reads and converts the variables it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8010',
      PUBLIC_URL: 'https://sukoon.example/',
      DATABASE_URL: 'postgres://u:p@db:5432/sukoon',
      DATA_DIR: IN_MEMORY,
      SMTP_URL: 'smtp://mail.example:2525',
      PAYU_KEY: 'key',
      PAYU_SALT: 'salt',
      BOOKING_HOLD_MINUTES: '20',
      BOOKING_CHANGE_CUTOFF_HOURS: '48',
      LOG_LEVEL: 'warn',
      UNRELATED: 'ignored',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8010,
      publicUrl: 'https://sukoon.example',
      databaseUrl: 'postgres://u:p@db:5432/sukoon',
      pgliteDir: IN_MEMORY,
      smtpUrl: 'smtp://mail.example:2525',
      payments: { mode: 'payu', key: 'key', salt: 'salt' },
      bookingHoldMinutes: 20,
      bookingChangeCutoffHours: 48,
      logLevel: 'warn',
    });
  });

  it('takes the brand defaults from the brand module the site uses', () => {
    expect(loadConfig({}).brand).toEqual({ brandName: brand.name, supportEmail: brand.supportEmail });
    expect(loadConfig({ BRAND_NAME: 'Calm Co', SUPPORT_EMAIL: 'help@calm.example' }).brand).toEqual({
      brandName: 'Calm Co',
      supportEmail: 'help@calm.example',
    });
  });

  it('follows PORT in the default PUBLIC_URL and is silent in tests', () => {
    expect(loadConfig({ PORT: '8010', NODE_ENV: 'test' })).toMatchObject({
      publicUrl: 'http://localhost:8010',
      logLevel: 'silent',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: ' ' })).toMatchObject({ port: 8000, smtpUrl: undefined });
  });

  it.each(['abc', '0', '65536', '80.5', '-1'])('rejects PORT=%s with a readable message', (port) => {
    const error = configError({ PORT: port });
    expect(error.problems).toEqual([`PORT: must be a whole number from 1 to 65535 (got ${JSON.stringify(port)})`]);
    expect(error.message).toContain('Invalid configuration');
  });

  it('lists every problem and never echoes secrets', () => {
    const error = configError({ NODE_ENV: 'staging', DATABASE_URL: 'mysql://root:hunter2@db/x', PAYU_KEY: 'only-key' });
    expect(error.problems).toHaveLength(3);
    expect(error.message).toContain('NODE_ENV: must be development, production or test (got "staging")');
    expect(error.message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(error.message).toContain('PAYU_SALT: PAYU_KEY and PAYU_SALT must be set together');
    expect(error.message).not.toContain('hunter2');
  });

  it('refuses live mode without real mail, PayU and an https address', () => {
    expect(configError({ SUKOON_MODE: 'live' }).problems).toEqual([
      'SMTP_URL: must be set when SUKOON_MODE=live (no outbox in live mode)',
      'PAYU_KEY, PAYU_SALT: must be set when SUKOON_MODE=live (no test gateway in live mode)',
      'PUBLIC_URL: must be an https:// URL when SUKOON_MODE=live',
    ]);
    expect(
      configError({
        SUKOON_MODE: 'live',
        SMTP_URL: 'smtps://u:p@mail.example:465',
        PAYU_KEY: 'k',
        PAYU_SALT: 's',
        PUBLIC_URL: 'http://sukoon.example',
      }).problems,
    ).toEqual(['PUBLIC_URL: must be an https:// URL when SUKOON_MODE=live']);
    const live = loadConfig({
      SUKOON_MODE: 'live',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      PAYU_KEY: 'k',
      PAYU_SALT: 's',
      PUBLIC_URL: 'https://sukoon.example',
    });
    expect(live).toMatchObject({ mode: 'live', payments: { mode: 'payu' } });
    expect(configError({ SUKOON_MODE: 'prod' }).problems).toEqual(['SUKOON_MODE: must be demo or live (got "prod")']);
  });

  it("defaults PayU's host to the live one in live mode and to the test one in demo mode, unless PAYU_BASE_URL is set", () => {
    const live = {
      SUKOON_MODE: 'live',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      PAYU_KEY: 'k',
      PAYU_SALT: 's',
      PUBLIC_URL: 'https://sukoon.example',
    };
    expect(loadConfig(live).payments.baseUrl).toBe('https://secure.payu.in');
    expect(loadConfig({ ...live, PAYU_BASE_URL: 'https://test.payu.in/' }).payments.baseUrl).toBe(
      'https://test.payu.in',
    );
    expect(loadConfig({}).payments.baseUrl).toBe('https://test.payu.in');
    expect(loadConfig({ PAYU_KEY: 'k', PAYU_SALT: 's' }).payments).toMatchObject({
      mode: 'payu',
      baseUrl: 'https://test.payu.in',
    });
  });
});
