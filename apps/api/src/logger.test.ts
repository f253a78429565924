import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { LogLevel } from './config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installLogFlush,
  LOG_BUFFER_BYTES,
  LOG_FLUSH_MS,
  logDestination,
  loggerOptions,
  OneLinePerRequest,
  requestLogger,
} from './logger';

/** A stream that keeps every line written to it in an array. */
function capturedLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { lines, stream };
}

/** A Fastify app with the production logger, writing its lines to an array instead of stdout. */
function appWithCapturedLogs({
  logLevel = 'info',
  trustProxy = false,
}: { logLevel?: LogLevel; trustProxy?: boolean } = {}) {
  const { lines, stream } = capturedLines();
  const app = Fastify({
    logger: { ...loggerOptions({ logLevel, nodeEnv: 'production' }), stream },
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLogger,
    trustProxy,
  });
  return { app, lines };
}

describe('log redaction', () => {
  it('hides authorization headers, passwords, tokens and codes at any logged depth', async () => {
    const { app, lines } = appWithCapturedLogs();
    app.log.info(
      {
        request: { headers: { authorization: 'Bearer abc123', 'user-agent': 'test' } },
        body: { email: 'asha@example.com', password: 'hunter22', otp: '482913', new_password: 'n3w-pass' },
        token: 'tok-secret',
        result: { user: { refresh: 'refresh-secret' } },
      },
      'sign-in attempt',
    );
    await app.close();
    const output = lines.join('');
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry.msg).toBe('sign-in attempt');
    expect(output).not.toContain('asha@example.com');
    expect(output).toContain('[redacted-email]');
    // Fastify's own req serializer drops headers; this is what a feature logging headers by hand would print.
    expect(output).toContain('"user-agent":"test"');
    for (const secret of ['abc123', 'hunter22', '482913', 'n3w-pass', 'tok-secret', 'refresh-secret']) {
      expect(output).not.toContain(secret);
    }
    expect(output.match(/\[redacted\]/g)).toHaveLength(6);
  });

  it('scrubs e-mail addresses, argon2 hashes, tokens and codes out of messages, URLs and errors', async () => {
    const { app, lines } = appWithCapturedLogs();
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const token = 'a'.repeat(32) + 'b'.repeat(32);
    app.log.error(
      {
        err: new Error(`insert failed: params: ravi@example.in,${hash}`),
        url: '/verify-email?email=ravi%40example.in',
      },
      `code 482913 for meera@example.com, token ${token}`,
    );
    app.log.info('Bearer sekret-token-value signed in');
    await app.close();
    const output = lines.join('');
    for (const secret of ['ravi', 'meera@', 'argon2id', 'c2FsdHNhbHQ', '482913', token, 'sekret-token-value']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('insert failed');
    expect(output).toContain('/verify-email?email=[redacted-email]');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 50, msg: expect.stringContaining('[redacted-code]') });
  });

  it('writes one scrubbed line per answered request, none on a quiet route, and redacts the fields of an error', async () => {
    const { app, lines } = appWithCapturedLogs();
    app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw Object.assign(new Error('sign-in failed'), { password: 'hunter22', statusCode: 400 });
    });
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/ok?email=ravi%40example.in&code=482913' });
    await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { req?: { url: string }; err?: unknown });
    const ok = entries.filter((entry) => entry.req?.url.startsWith('/ok'));
    expect(ok).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: expect.any(String),
        req: expect.objectContaining({ method: 'GET', url: '/ok?email=[redacted-email]&code=[redacted-code]' }),
        res: { statusCode: 200 },
        msg: 'request completed',
      }),
    ]);
    // The error handler's line about the failure carries the error's own fields, redacted by name.
    expect(entries.find((entry) => entry.err)).toMatchObject({
      err: { message: 'sign-in failed', password: '[redacted]' },
    });
    expect(lines.join('')).not.toContain('hunter22');
  });
});

describe('the request line', () => {
  /** The line Fastify's own pino path writes for the same request (its req and res serialisers, no redaction). */
  function pinoLines() {
    const { lines, stream } = capturedLines();
    const app = Fastify({ logger: { level: 'info', stream }, trustProxy: true });
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ req: request, res: reply, responseTime: 1 }, 'request completed');
      done();
    });
    return { app, lines };
  }

  it('has the fields and order of the pino line it replaces', async () => {
    const ours = appWithCapturedLogs();
    const theirs = pinoLines();
    for (const { app } of [ours, theirs]) {
      app.get('/ok', async () => ({ ok: true }));
      await app.inject({ method: 'GET', url: '/ok?page=2', headers: { host: 'sukoon.example' } });
      await app.close();
    }
    const expected = JSON.parse(theirs.lines.find((line) => line.includes('request completed'))!) as object;
    const line = ours.lines.find((line) => line.includes('request completed'))!;
    expect(line.endsWith('}\n')).toBe(true);
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(Object.keys(entry)).toEqual(Object.keys(expected));
    expect(entry).toEqual({
      ...expected,
      time: expect.any(Number),
      pid: process.pid,
      reqId: expect.stringMatching(/^req-/),
      req: { method: 'GET', url: '/ok?page=2', host: 'sukoon.example', remoteAddress: '127.0.0.1' },
      responseTime: expect.any(Number),
    });
  });

  it('scrubs what the client sent (URL, Host, X-Forwarded-For) and stays valid JSON whatever they hold', async () => {
    const { app, lines } = appWithCapturedLogs({ trustProxy: true });
    app.get('/*', async () => ({ ok: true }));
    const token = 'ab'.repeat(32);
    await app.inject({
      method: 'GET',
      url: `/verify?email=ravi%40example.in&code=482913&t=${token}&q="quoted"\\`,
      headers: { host: 'meera@example.com', 'x-forwarded-for': 'asha@example.org', 'x-forwarded-host': 'a"b' },
    });
    await app.close();
    const output = lines.join('');
    for (const secret of ['ravi', 'meera', 'asha', '482913', token]) expect(output).not.toContain(secret);
    const entry = JSON.parse(lines[0]!) as { req: Record<string, unknown> };
    expect(entry.req).toMatchObject({
      url: '/verify?email=[redacted-email]&code=[redacted-code]&t=[redacted-token]&q=%22quoted%22\\',
      host: 'a"b',
      remoteAddress: '[redacted-email]',
    });
  });

  it('is not written by an app that logs only warnings', async () => {
    const { app, lines } = appWithCapturedLogs({ logLevel: 'warn' });
    app.get('/ok', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/ok' });
    await app.close();
    expect(lines).toEqual([]);
  });
});

describe('request loggers', () => {
  it('makes a pino child only for a request that logs, with its request id and the redaction', async () => {
    const { app, lines } = appWithCapturedLogs();
    app.get('/quiet-ok', async () => ({ ok: true }));
    app.get('/warns', async (request) => {
      request.log.warn({ password: 'hunter22' }, 'odd request');
      return { ok: true };
    });
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    await app.inject({ method: 'GET', url: '/quiet-ok' });
    expect(child).not.toHaveBeenCalledWith(expect.objectContaining({ reqId: expect.anything() }), expect.anything());
    await app.inject({ method: 'GET', url: '/warns' });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; password?: string });
    const warned = entries.find((entry) => entry.msg === 'odd request');
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(warned).toMatchObject({ password: '[redacted]', reqId: completed[1]!.reqId });
  });
});

describe('the log destination', () => {
  let folder: string | undefined;
  afterEach(() => {
    vi.useRealTimers();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** An app logging to a file through the production destination, as buildApp makes it. */
  function appLoggingToFile() {
    folder = mkdtempSync(path.join(tmpdir(), 'sukoon-log-'));
    const file = path.join(folder, 'api.log');
    const stream = logDestination(file);
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'info', nodeEnv: 'production' }, stream),
      logController: new OneLinePerRequest(),
      childLoggerFactory: requestLogger,
    });
    installLogFlush(app, stream);
    app.get('/ok', async () => ({ ok: true }));
    const written = () => readFileSync(file, 'utf8').split('\n').filter(Boolean);
    return { app, written };
  }

  it('keeps a few lines in memory and writes every one of them when the app closes', async () => {
    const { app, written } = appLoggingToFile();
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/ok' });
    // Three short lines stay under the batch size: not written yet.
    expect(written()).toEqual([]);
    await app.close();
    expect(written().map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'request completed',
      'request completed',
      'request completed',
    ]);
  });

  it('writes the waiting lines in one go once LOG_BUFFER_BYTES of them wait, in the order they came', async () => {
    const { app, written } = appLoggingToFile();
    // Each line is a couple of hundred bytes: enough requests to pass the batch size once.
    let sent = 0;
    while (written().length === 0) {
      await app.inject({ method: 'GET', url: `/ok?n=${sent}` });
      sent++;
      expect(sent).toBeLessThan(1000);
    }
    const lines = written();
    expect(lines.reduce((bytes, line) => bytes + line.length + 1, 0)).toBeGreaterThanOrEqual(LOG_BUFFER_BYTES);
    expect(lines).toHaveLength(sent);
    expect(lines.map((line) => (JSON.parse(line) as { req: { url: string } }).req.url)).toEqual(
      Array.from({ length: sent }, (_, n) => `/ok?n=${n}`),
    );
    await app.close();
  });

  it('writes what waits once a second on a quiet server', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const { app, written } = appLoggingToFile();
    await app.inject({ method: 'GET', url: '/ok' });
    expect(written()).toEqual([]);
    vi.advanceTimersByTime(LOG_FLUSH_MS);
    expect(written()).toHaveLength(1);
    await app.close();
  });
});
