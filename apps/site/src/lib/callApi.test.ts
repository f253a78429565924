import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, pathOf } from '@sukoon/contracts';
import { shellCopy } from '@sukoon/contracts/copy/shell';
import { server } from '../mocks/node';
import { mockAnswer } from '../mocks/scenario';
import { ApiError } from './apiError';
import { callApi } from './callApi';
import * as mainThread from './mainThread';
import { writeString } from './storage';

// The one call function's loading modes and answer forms; the client's rules themselves are in apiClient.test.ts.

const certificate = { id: 1, title: 'RCI registered', icon: 'Heart', iconColor: '#2f6f5e' };
const loadCertificates = () => import('@sukoon/contracts/endpoints/content').then((calls) => calls.certificates);

afterEach(() => vi.restoreAllMocks());

describe('callApi', () => {
  it('calls an endpoint given as it is, now, and checks the answer with its contract', async () => {
    server.use(mockAnswer('certificates', () => HttpResponse.json([certificate])));
    await expect(callApi(endpoints.certificates)).resolves.toEqual([certificate]);
  });

  it('loads an endpoint given as its import when the call is made, in steps (on demand)', async () => {
    const steps = vi.spyOn(mainThread, 'importInSteps');
    server.use(mockAnswer('certificates', () => HttpResponse.json([certificate])));
    await expect(callApi(loadCertificates)).resolves.toEqual([certificate]);
    expect(steps).toHaveBeenCalledTimes(1);
  });

  it("waits for the browser's idle period after hydration, then calls", async () => {
    let idle!: () => void;
    vi.spyOn(mainThread, 'idlePeriod').mockReturnValue(new Promise<void>((resolve) => (idle = resolve)));
    let asked = 0;
    server.use(
      mockAnswer('certificates', () => {
        asked += 1;
        return HttpResponse.json([certificate]);
      }),
    );
    const answer = callApi(loadCertificates, { load: 'after-hydration' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(0);
    idle();
    await expect(answer).resolves.toEqual([certificate]);
    expect(asked).toBe(1);
  });

  it('gives the answer as it came, unchecked, with raw', async () => {
    server.use(mockAnswer('certificates', () => HttpResponse.html('<p>not a list</p>')));
    await expect(callApi(loadCertificates, { raw: true, load: 'now' })).resolves.toMatchObject({
      status: 200,
      body: '<p>not a list</p>',
      contentType: expect.stringContaining('text/html'),
    });
    await expect(callApi(endpoints.certificates)).rejects.toMatchObject({ kind: 'parse' });
  });

  it("rejects with the network failure when the call's code cannot come", async () => {
    const failure = await callApi(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'network', message: shellCopy.offline.networkError });
  });

  it('sends the options of the call (params, search, body) in every mode', async () => {
    let seen: string | undefined;
    server.use(
      http.get(`${window.location.origin}${pathOf('staffSessions')}`, ({ request }) => {
        seen = new URL(request.url).search;
        return HttpResponse.json({ date: '2026-01-05', sessions: [] });
      }),
    );
    writeString('token', 't');
    await callApi(() => import('@sukoon/contracts/endpoints/staff').then((calls) => calls.staffSessions), {
      searchParams: { date: '2026-01-05' },
      raw: true,
    });
    expect(seen).toBe('?date=2026-01-05');
  });
});
