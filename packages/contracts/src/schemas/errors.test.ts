import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorMessageOf, extractEmbeddedJson, joinFieldErrors, readApiError } from '../rules/errorBodies';
import { apiErrorSchema, toFieldErrors } from './errors';

describe('extractEmbeddedJson', () => {
  it('finds the first balanced object that parses', () => {
    expect(extractEmbeddedJson('Warning: x\n{"message":"OTP sent to your email"}\n')).toEqual({
      message: 'OTP sent to your email',
    });
    expect(extractEmbeddedJson('<html><body>{"a":{"b":[1,2]},"c":"}"}</body></html>')).toEqual({
      a: { b: [1, 2] },
      c: '}',
    });
  });

  it('skips brace blocks that are not JSON', () => {
    expect(extractEmbeddedJson('<style>body { color: red }</style><p>{"status":"success"}</p>')).toEqual({
      status: 'success',
    });
    expect(extractEmbeddedJson('{not json} then {"ok":true} and {"second":1}')).toEqual({ ok: true });
  });

  it('handles escaped quotes inside strings', () => {
    expect(extractEmbeddedJson('x {"detail":"say \\"hi\\" {"} y')).toEqual({ detail: 'say "hi" {' });
  });

  it('is undefined when nothing parses', () => {
    expect(extractEmbeddedJson('')).toBeUndefined();
    expect(extractEmbeddedJson('<html>Server Error</html>')).toBeUndefined();
    expect(extractEmbeddedJson('{"unterminated": 1')).toBeUndefined();
    expect(extractEmbeddedJson('[1,2,3]')).toBeUndefined();
  });
});

describe('error bodies', () => {
  it('readApiError accepts exactly the bodies apiErrorSchema accepts', () => {
    const values: unknown[] = [undefined, null, '', 'text', 0, 7, true, [], ['a'], {}, { a: 1 }, new Date(0)];
    const fieldErrors: unknown[] = [
      ...values,
      { email: ['bad'] },
      { email: [] },
      { email: 'bad' },
      { email: ['bad', 3] },
      { email: ['bad'], mobile: [null] },
      { email: ['a'], mobile: ['b', 'c'] },
    ];
    const bodies: unknown[] = [...values, ...fieldErrors.map((errors) => ({ errors }))];
    for (const field of ['code', 'message', 'detail', 'error', 'details', 'other']) {
      for (const value of values) {
        bodies.push({ [field]: value });
        bodies.push({ message: 'm', [field]: value, errors: { email: ['bad'] } });
      }
    }
    for (const body of bodies) {
      const parsed = apiErrorSchema.safeParse(body);
      const read = readApiError(body);
      expect(read !== undefined, JSON.stringify(body)).toBe(parsed.success);
      if (parsed.success && read) expect(read, JSON.stringify(body)).toMatchObject(parsed.data);
    }
    expect(bodies.length).toBeGreaterThan(100);
  });

  it('the schema accepts every field the site reads', () => {
    const body = { message: 'm', detail: 'd', error: 'e', details: 'x', errors: { email: ['bad'] } };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.safeParse({ errors: { email: 'bad' } }).success).toBe(false);
  });

  it('errorMessageOf reads message, detail, error, details, a string, then joined field errors', () => {
    expect(errorMessageOf({ message: 'm', detail: 'd' })).toBe('m');
    expect(errorMessageOf({ message: '', detail: 'd' })).toBe('d');
    expect(errorMessageOf({ error: 'e', details: 'x' })).toBe('e');
    expect(errorMessageOf({ details: 'x' })).toBe('x');
    expect(errorMessageOf('  plain text ')).toBe('plain text');
    expect(errorMessageOf({ errors: { email: ['Bad email'], mobile: ['Too short', 'Digits only'] } })).toBe(
      'email: Bad email; mobile: Too short Digits only',
    );
    expect(errorMessageOf({})).toBeUndefined();
    expect(errorMessageOf(null)).toBeUndefined();
    expect(errorMessageOf('')).toBeUndefined();
  });

  it('toFieldErrors groups zod issues by top-level field', () => {
    const schema = z
      .object({ a: z.string().min(2, 'short'), b: z.object({ c: z.number() }) })
      .refine(() => false, 'form');
    const r = schema.safeParse({ a: 'x', b: { c: 'nope' } });
    expect(r.success).toBe(false);
    if (!r.success) expect(Object.keys(toFieldErrors(r.error)).sort()).toEqual(['a', 'b']);
    const r2 = schema.safeParse({ a: 'xx', b: { c: 1 } });
    if (!r2.success) expect(toFieldErrors(r2.error)).toEqual({ _: ['form'] });
    expect(joinFieldErrors({ a: [], b: ['x'] })).toBe('b: x');
  });
});
