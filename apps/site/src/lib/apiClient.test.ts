import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints, pathOf } from '@sukoon/contracts';
import { server } from '../mocks/node';
import { mockAnswer } from '../mocks/scenario';
import { apiOrigin } from './apiClient';
import { ApiError, replyText } from './apiError';
import { callApi } from './callApi';
import { failureMessage, serverMessageOf } from './failureMessage';
import { onApiEvent } from './apiEvents';
import { personalKeys, readString, writeString } from './storage';

describe('apiOrigin', () => {
  it("is the page's own origin, whatever port the API serves the site on", () => {
    expect(apiOrigin({ origin: 'http://localhost:8123' })).toBe('http://localhost:8123');
    expect(apiOrigin({ origin: 'http://localhost:8000' })).toBe('http://localhost:8000');
    expect(apiOrigin({ origin: 'http://127.0.0.1:6006' })).toBe('http://127.0.0.1:6006');
    expect(apiOrigin({ origin: 'https://sukoon.example' })).toBe('https://sukoon.example');
  });
  it('reads the current page by default', () => {
    expect(apiOrigin()).toBe(window.location.origin);
  });
});

describe('callApi', () => {
  it("calls the page's own origin with JSON and parses the answer with the contract", async () => {
    const url = `${window.location.origin}${pathOf('signIn')}`;
    expect(new URL(url).port).not.toBe('8000');
    let seen: { url: string; body: unknown; type: string | null } | undefined;
    server.use(
      http.post(url, async ({ request }) => {
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
      url,
      body: { email: 'u@example.com', password: 'secret123' },
      type: 'application/json',
    });
  });

  it('sends the stored token as a bearer header', async () => {
    writeString('token', 'abc123');
    let authorization: string | null = null;
    server.use(
      mockAnswer('userProfile', ({ request }) => {
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
      mockAnswer('googleClientId', () =>
        HttpResponse.text('Warning: debug output\n{"google_client_id":"abc.apps"}\n<!-- end -->'),
      ),
    );
    await expect(callApi(endpoints.googleClientId)).resolves.toEqual({ google_client_id: 'abc.apps' });
  });

  it('keeps a file answer as its text with asText, even where it holds something JSON-like', async () => {
    // Without asText the reader would take the "{}" cell for an embedded JSON answer.
    const csv = '"Client","Note"\r\n"Asha","{}"\r\n';
    server.use(mockAnswer('staffPaymentsCsv', () => HttpResponse.text(csv)));
    writeString('token', 't');
    await expect(callApi(endpoints.staffPaymentsCsv, { asText: true })).resolves.toBe(csv);
  });

  it('returns the text of an HTML body untouched from the raw call', async () => {
    server.use(mockAnswer('initiatePayment', () => HttpResponse.html('<form action="x"></form>')));
    writeString('token', 't');
    const { body, contentType } = await callApi(endpoints.initiatePayment, { json: {}, raw: true });
    expect(body).toBe('<form action="x"></form>');
    expect(contentType).toContain('text/html');
  });

  it('reports a GET to the API answering 404 so the app can go to /not-found', async () => {
    const notFound = vi.fn();
    const stop = onApiEvent('notFound', notFound);
    server.use(mockAnswer('certificates', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await expect(callApi(endpoints.certificates)).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(notFound).toHaveBeenCalledWith({ path: pathOf('certificates'), status: 404 });
  });

  it('does not report a 404 that the call takes as its own answer (My Bookings: "No bookings found")', async () => {
    const notFound = vi.fn();
    const stop = onApiEvent('notFound', notFound);
    server.use(mockAnswer('certificates', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await expect(callApi(endpoints.certificates, { notFoundIsAnswer: true })).rejects.toMatchObject({ status: 404 });
    stop();
    expect(notFound).not.toHaveBeenCalled();
  });

  it('does not report a 404 for a POST or for a /contact/ path', async () => {
    const notFound = vi.fn();
    const stop = onApiEvent('notFound', notFound);
    server.use(
      mockAnswer('contact', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
      mockAnswer('signIn', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
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
    server.use(mockAnswer('userProfile', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await expect(callApi(endpoints.userProfile)).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Invalid token.',
    });
    stop();
    expect(unauthorised).toHaveBeenCalledTimes(1);
  });

  it('forgets every personal key when the server rejects the token', async () => {
    for (const key of personalKeys) writeString(key, `value of ${key}`);
    writeString('googleClientId', 'client');
    server.use(mockAnswer('userProfile', () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await expect(callApi(endpoints.userProfile)).rejects.toMatchObject({ status: 401 });
    for (const key of personalKeys) expect(readString(key), key).toBeNull();
    expect(readString('googleClientId')).toBe('client');
  });

  it('keeps storage when a call without the token answers 401 (a wrong password)', async () => {
    writeString('registeredEmail', 'asha@example.com');
    server.use(mockAnswer('signIn', () => HttpResponse.json({ detail: 'Invalid credentials' }, { status: 401 })));
    await expect(callApi(endpoints.signIn, { json: { email: 'a@example.com', password: 'x' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(readString('registeredEmail')).toBe('asha@example.com');
  });

  it('turns a time-out into the timeout kind', async () => {
    server.use(
      mockAnswer('certificates', async () => {
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
    server.use(mockAnswer('certificates', () => HttpResponse.error()));
    await expect(callApi(endpoints.certificates)).rejects.toMatchObject({
      kind: 'network',
      message: 'Network error. Please check your internet connection.',
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    server.use(mockAnswer('certificates', () => HttpResponse.json({ unexpected: true })));
    await expect(callApi(endpoints.certificates)).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('replyText, serverMessageOf and failureMessage', () => {
  it('turns a reply into text (to look inside, not to show)', () => {
    expect(replyText({ a: 1 })).toBe('{"a":1}');
    expect(replyText('plain')).toBe('plain');
    expect(replyText(undefined)).toBe('');
  });

  it("reads the server's words from the one error shape, and never shows raw JSON or HTML", () => {
    expect(serverMessageOf({ message: 'That slot was just booked.', detail: 'That slot was just booked.' })).toBe(
      'That slot was just booked.',
    );
    expect(serverMessageOf({ detail: 'No' })).toBe('No');
    expect(serverMessageOf({ errors: { email: ['Enter a valid email.'] } })).toBe('email: Enter a valid email.');
    expect(serverMessageOf('Slot already booked')).toBe('Slot already booked');
    expect(serverMessageOf('<html><body>502 Bad Gateway</body></html>')).toBeUndefined();
    expect(serverMessageOf({ unexpected: true })).toBeUndefined();
  });

  it("says why a call failed: the server's message, else the client's words", () => {
    expect(failureMessage(new ApiError('x', 'http', 409, { message: 'Taken.', detail: 'Taken.' }))).toBe('Taken.');
    expect(failureMessage(new ApiError('x', 'http', 502, '<html>Bad Gateway</html>'))).toBe(
      'Request failed with status 502',
    );
    expect(failureMessage(new ApiError('Request timed out. Please try again.', 'timeout', undefined, undefined))).toBe(
      'Request timed out. Please try again.',
    );
    expect(failureMessage('odd')).toBe('odd');
  });
});
