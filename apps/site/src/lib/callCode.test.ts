import { describe, expect, it } from 'vitest';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { ApiError } from './apiError';
import { loadOnDemand } from './callCode';

describe('loadOnDemand', () => {
  it('gives the loaded module', async () => {
    await expect(loadOnDemand(async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 });
  });

  it('turns a chunk that cannot come into a network failure, so no browser error text reaches a person', async () => {
    const failure = await loadOnDemand(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/accountCalls-x.js')),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'network', message: shellCopy.offline.networkError, status: undefined });
  });

  it("passes a call's own failure on as it is", async () => {
    const own = new ApiError('Email already registered', 'http', 400, { message: 'Email already registered' });
    await expect(loadOnDemand(() => Promise.reject(own))).rejects.toBe(own);
  });
});
