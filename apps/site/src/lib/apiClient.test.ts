import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@sukoon/contracts';
import { server } from '../mocks/node';
import { ApiError, apiOrigin, callApi, callApiRaw, onApiEvent } from './apiClient';
import { writeString } from './storage';

describe('apiOrigin', () => {
  it('sends a local host to port 8000', () => {
    expect(apiOrigin({ hostname: 'localhost', protocol: 'http:', origin: 'http://localhost:5173' })).toBe(
      'http://localhost:8000',
    );
    expect(apiOrigin({ hostname: '127.0.0.1', protocol: 'http:', origin: 'http://127.0.0.1:6006' })).toBe(
      'http://127.0.0.1:8000',
    );
  });
  it('keeps any other host on its own origin', () => {
    expect(apiOrigin({ hostname: 'sukoon.example', protocol: 'https:', origin: 'https://sukoon.example' })).toBe(
      'https://sukoon.example',
    );
  });
});

describe('callApi', () => {
  it('calls the local API on port 8000 with JSON and parses the answer with the contract', async () => {
    let seen: { url: string; body: unknown; type: string | null } | undefined;
    server.use(
      http.post('http://localhost:8000/api/users/signin/', async ({ request }) => {
        seen = { url: request.url, body: await request.json(), type: request.headers.get('content-type') };
        return HttpResponse.json({
          token: 't',
          user: { username: 'u', email: 'u@example.com' },
          profile_complete: true,
        });
      }),
    );
    const answer = await callApi(endpoints.signIn, { json: { email: 'u@example.com', password: 'secret123' } });
    expect(answer.token).toBe('t');
    expect(seen).toEqual({
      url: 'http://localhost:8000/api/users/signin/',
      body: { email: 'u@example.com', password: 'secret123' },
      type: 'application/json',
    });
  });

  it('sends the stored token as a bearer header', async () => {
    writeString('token', 'abc123');
    let authorization: string | null = null;
    server.use(
      http.get('*/api/users/user-profile/', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ username: 'u', email: 'u@example.com' });
      }),
    );
    await callApi(endpoints.userProfile);
    expect(authorization).toBe('Bearer abc123');
  });

  it('refuses a bearer call without a token before touching the network', async () => {
    await expect(callApi(endpoints.userProfile)).rejects.toMatchObject({
      message: 'Authentication token not found. Please log in again.',
      status: 401,
    });
  });

  it('extracts a JSON object embedded in a non-JSON body', async () => {
    server.use(
      http.get('*/api/users/google-client-id/', () =>
        HttpResponse.text('Warning: debug output\n{"google_client_id":"abc.apps"}\n<!-- end -->'),
      ),
    );
    await expect(callApi(endpoints.googleClientId)).resolves.toEqual({ google_client_id: 'abc.apps' });
  });

  it('returns the text of an HTML body untouched from the raw call', async () => {
    server.use(http.post('*/api/payments/initiate/', () => HttpResponse.html('<form action="x"></form>')));
    writeString('token', 't');
    const { body, contentType } = await callApiRaw(endpoints.initiatePayment, { json: {} });
    expect(body).toBe('<form action="x"></form>');
    expect(contentType).toContain('text/html');
  });

  it('reports a GET to /api/ answering 404 so the app can go to /not-found', async () => {
    const notFound = vi.fn();
    const stop = onApiEvent('notFound', notFound);
    server.use(
      http.get('*/api/about/certificates/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    await expect(callApi(endpoints.certificates)).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(notFound).toHaveBeenCalledWith({ path: '/api/about/certificates/', status: 404 });
  });

  it('does not report a 404 for a POST or for a /contact/ path', async () => {
    const notFound = vi.fn();
    const stop = onApiEvent('notFound', notFound);
    server.use(
      http.post('*/api/inquiries/contact/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
      http.post('*/api/users/signin/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    await expect(
      callApi(endpoints.contact, { json: { name: 'A', email: 'a@example.com', message: 'Hello there!' } }),
    ).rejects.toThrow();
    await expect(callApi(endpoints.signIn, { json: { email: 'a@example.com', password: 'x' } })).rejects.toThrow();
    stop();
    expect(notFound).not.toHaveBeenCalled();
  });

  it('reports a 401 and carries the server message', async () => {
    const unauthorised = vi.fn();
    const stop = onApiEvent('unauthorized', unauthorised);
    writeString('token', 'expired');
    server.use(
      http.get('*/api/users/user-profile/', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })),
    );
    await expect(callApi(endpoints.userProfile)).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Invalid token.',
    });
    stop();
    expect(unauthorised).toHaveBeenCalledTimes(1);
  });

  it('turns a time-out into the timeout kind', async () => {
    server.use(
      http.get('*/api/about/certificates/', async () => {
        await delay(200);
        return HttpResponse.json([]);
      }),
    );
    await expect(callApi(endpoints.certificates, { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Request timed out. Please try again.',
    });
  });

  it('uses the endpoint time-outs of the contract (10 s for booked sessions, 30 s otherwise)', () => {
    expect(endpoints.bookedSessions.timeoutMs).toBe(10_000);
    expect('timeoutMs' in endpoints.signIn).toBe(false);
  });

  it('turns a network failure into the network kind', async () => {
    server.use(http.get('*/api/about/certificates/', () => HttpResponse.error()));
    await expect(callApi(endpoints.certificates)).rejects.toMatchObject({
      kind: 'network',
      message: 'Network error. Please check your internet connection.',
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    server.use(http.get('*/api/about/certificates/', () => HttpResponse.json({ unexpected: true })));
    await expect(callApi(endpoints.certificates)).rejects.toMatchObject({ kind: 'parse' });
  });
});
