// Property-based fuzzing of every route the server has: the contracts' endpoints (bodies generated from their zod
// request schemas, then bent: NUL bytes, huge and negative numbers, very long and odd strings, wrong types, missing
// and extra fields) and the server's own routes (payment returns, the test gateway, the dev routes), as a guest and
// signed in. Whatever arrives, the answer is never a 5xx: bad input is the client's problem, never a crash. Every JSON
// error answer has the contracts' one error shape (apiErrorBodySchema), the one the site reads.
// fast-check prints the seed and the shrunk counter-example when a run fails; FUZZ_RUNS raises the count.
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema, endpoints, routeOf, type EndpointName } from '@sukoon/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../features/accounts/schema';
import { signedInUser, testClock } from '../features/accounts/testing';
import { createTestApp, type TestApp } from '../testing/testApp';
import { NUL_BYTE_TEXT } from './inputGuard';
import { suiteAppOnClock } from '../testing/suiteApp';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

/** Strings that have broken servers: NUL and other control bytes, SQL and path tricks, long and astral text. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    "' OR 1=1 --",
    '../../etc/passwd',
    '\uD800',
    '😀'.repeat(50),
    ' ',
    '',
    'null',
    '2147483648',
    '-1',
    '1e309',
    'NaN',
    '<script>alert(1)</script>',
    '9'.repeat(40),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 63), 1e308, 0.5, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A value for one JSON-Schema node: mostly one that fits, often a hostile one of the same kind, sometimes anything. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fromSchema(s, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileString);
  if (schema.enum)
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: hostileString });
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const fitting: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case 'object': {
        const properties = schema.properties ?? {};
        const shape = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, fromSchema(s, depth + 1)]));
        return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      case 'array':
        return fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 });
      case 'string':
        return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 300) });
      case 'integer':
        return fc.integer({ min: -5, max: 5000 });
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return anyJson;
    }
  })();
  const bent = type === 'number' || type === 'integer' ? hostileNumber : type === 'object' ? anyJson : hostileString;
  return fc.oneof({ weight: 4, arbitrary: fitting }, { weight: 2, arbitrary: bent }, { weight: 1, arbitrary: anyJson });
}

function bodyArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), anyJson);
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromSchema(json);
}

/** The string with lone surrogates replaced, so it can be put in a URL. */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A path segment for a route parameter: ids that fit and ids that do not. */
const paramValue = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map(String),
  hostileNumber.map(String),
  hostileString.map((s) => encodeURIComponent(wellFormed(s)).slice(0, 500) || '%00'),
);

function fillParams(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () => values[i++ % values.length] ?? '1');
}

interface RouteUnderTest {
  method: string;
  url: string;
  body: fc.Arbitrary<unknown>;
  /** Form-encoded bodies (PayU's return POSTs and the test gateway's forms). */
  form: boolean;
}

describe('fuzzing every route: no input answers 5xx', () => {
  let t: TestApp;
  const clock = testClock();
  const seen: RouteOptions[] = [];
  const routes: RouteUnderTest[] = [];
  const statuses = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, onRoute: (route) => seen.push(route) });
    const contractRoutes = new Map<string, EndpointName>(
      (Object.keys(endpoints) as EndpointName[]).map((name) => [`${endpoints[name].method} ${routeOf(name)}`, name]),
    );
    for (const route of seen) {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        if (route.url === '/api/health' || route.url.includes('*')) continue;
        const name = contractRoutes.get(`${method} ${route.url}`);
        const request =
          name && 'request' in endpoints[name] ? (endpoints[name] as { request?: z.ZodType }).request : undefined;
        routes.push({
          method,
          url: route.url,
          body: method === 'GET' ? fc.constant(undefined) : bodyArbitrary(request),
          form: !name && method === 'POST',
        });
      }
    }
  }, 60_000);

  afterAll(async () => {
    if (process.env.FUZZ_REPORT)
      console.log(
        [...statuses]
          .sort()
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n'),
      );
    await t?.close();
  });

  it('finds every route of the contracts and of the server', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      expect(urls).toContain(`${endpoints[name].method} ${routeOf(name)}`);
    }
    expect(urls.some((url) => url.startsWith('POST /api/payments/success/'))).toBe(true);
  });

  it(
    "answers every generated request below 500, and every error in the contracts' error shape",
    async () => {
      expect(routes.length).toBeGreaterThan(20);
      for (const [index, route] of routes.entries()) {
        // A person of its own per route, so a generated logout or password change cannot sign out the others.
        const person = await signedInUser(t.db, `fuzz${index}@example.com`, clock.now());
        // The staff calls are fuzzed past their guard: their person has the staff role.
        if (route.url.startsWith('/api/staff/')) {
          await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, person.id));
        }
        const { authorization } = person.headers;
        await fc.assert(
          fc.asyncProperty(
            route.body,
            fc.array(paramValue, { minLength: 1, maxLength: 3 }),
            fc.boolean(),
            fc.constantFrom('', '?x=%00', '?page=2147483648', '?status=success&order_id=%00'),
            async (body, params, signedIn, query) => {
              const headers: Record<string, string> = signedIn ? { authorization } : {};
              let payload: string | undefined;
              if (body !== undefined && route.form) {
                headers['content-type'] = 'application/x-www-form-urlencoded';
                const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : { value: body };
                payload = new URLSearchParams(
                  Object.entries(fields).map(([key, value]): [string, string] => [
                    key,
                    typeof value === 'string' ? value : String(JSON.stringify(value)),
                  ]),
                ).toString();
              } else if (body !== undefined) {
                headers['content-type'] = 'application/json';
                payload = JSON.stringify(body);
              }
              const response = await t.app.inject({
                method: route.method as 'GET',
                url: fillParams(route.url, params) + query,
                headers,
                payload,
                remoteAddress: '127.0.0.1',
              });
              if (process.env.FUZZ_REPORT)
                statuses.set(
                  `${route.method} ${route.url} ${response.statusCode}`,
                  (statuses.get(`${route.method} ${route.url} ${response.statusCode}`) ?? 0) + 1,
                );
              if (response.statusCode >= 500) {
                throw new Error(
                  `${route.method} ${route.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
                );
              }
              const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
              if (response.statusCode >= 400 && json && !apiErrorBodySchema.safeParse(response.json()).success) {
                throw new Error(
                  `${route.method} ${route.url} answered ${response.statusCode} outside the error shape: ${response.body.slice(0, 300)}`,
                );
              }
            },
          ),
          { numRuns: RUNS, verbose: 1 },
        );
      }
    },
    15 * 60_000,
  );
});

describe('inputs that once answered 500', () => {
  const { clock, t } = suiteAppOnClock();

  it('refuses a NUL character anywhere with 400', async () => {
    const { headers } = await signedInUser(t.db, 'nul@example.com', clock.now());
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/users/signin/',
        payload: { email: 'a\u0000@example.com', password: 'x' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/payments/success/T%00X/',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'status=success',
      }),
      t.app.inject({ method: 'GET', url: '/api/users/user-profile/?q=%00', headers }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0]!.json()).toMatchObject({ message: NUL_BYTE_TEXT });
  });

  it('refuses an id past the database integer range with 400, never 500', async () => {
    const { headers } = await signedInUser(t.db, 'ids@example.com', clock.now());
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/services/book-now/',
      headers,
      payload: { booked_session_id: 2 ** 31, date: '2026-11-30', start_time: '10:00', end_time: '11:00' },
    });
    const booked = await t.app.inject({ method: 'GET', url: '/api/services/booked-sessions/2147483648/', headers });
    expect(book.statusCode).toBe(400);
    expect(booked.statusCode).toBeLessThan(500);
  });
});
