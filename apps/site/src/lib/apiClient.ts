// The HTTP client (ky) behind lib/callApi, which loads it when a call is made, and the rules every call follows
// (spec 01 section 7, 02 section 7): base path /api on the page's own origin, JSON, 30 s time-out unless the endpoint
// says otherwise, bearer token from storage, tolerant parsing of non-JSON bodies, and the global
// "GET /api/... answering 404 goes to /not-found, except /contact/ paths" rule.
import '@sukoon/contracts/zodBrowserConfig';
import ky, { TimeoutError } from 'ky';
import * as z from 'zod/mini';
import { API_BASE, DEFAULT_TIMEOUT_MS, errorMessageOf, extractEmbeddedJson, type Endpoint } from '@sukoon/contracts';
import { accountsCopy } from '@sukoon/contracts/copy/accounts';
import { forgetPersonalData, readString } from './storage';
import { emitApiEvent } from './apiEvents';
import { ApiError } from './apiError';

/**
 * The origin the API lives on: always the page's own. The API serves the built site, so a page on
 * http://localhost:8123 calls :8123. The spec's "local hosts call port 8000" is the development set-up:
 * there the Vite dev server forwards /api to the API on :8000 (apps/site/vite.config.ts), so the page
 * still calls its own origin and nothing differs between development and production.
 */
export function apiOrigin(location: Pick<Location, 'origin'> = window.location): string {
  return location.origin;
}

// Retries are off: the spec gives each failure its own message, and POSTs must never repeat.
const http = ky.create({ retry: 0, throwHttpErrors: false, timeout: DEFAULT_TIMEOUT_MS });

/** Parses any body: JSON, else a JSON object embedded in text or HTML, else the text itself. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return extractEmbeddedJson(text) ?? text;
  }
}

export interface CallOptions {
  /** Arguments of a parameterised path. */
  params?: readonly (string | number)[];
  json?: unknown;
  searchParams?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the endpoint's time-out. */
  timeoutMs?: number;
  /** A 404 is this call's own answer (B8: My Bookings' "No bookings found"), so the global /not-found rule skips it. */
  notFoundIsAnswer?: boolean;
  /** A successful answer is a file's text (a CSV to save): kept as it came, not parsed. */
  asText?: boolean;
}

export function resolvePath(endpoint: Endpoint, params: readonly (string | number)[] = []): string {
  const path = endpoint.path as string | ((...args: (string | number)[]) => string);
  return typeof path === 'function' ? path(...params) : path;
}

export interface RawResult {
  status: number;
  /** JSON, an object embedded in a text/HTML body, the text itself, or undefined when empty. */
  body: unknown;
  contentType: string;
}

/**
 * Makes the call and returns the parsed body of a successful answer without checking its
 * shape (payment answers may be HTML forms). Failures reject with ApiError, after the
 * global 404 and 401 rules have run.
 */
export async function requestRaw(endpoint: Endpoint, options: CallOptions = {}): Promise<RawResult> {
  const path = resolvePath(endpoint, options.params);
  const token = readString('token');
  if (endpoint.auth === 'bearer' && !token) {
    throw new ApiError(accountsCopy.common.tokenMissing, 'http', 401, undefined);
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token && endpoint.auth !== 'none') headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await http(`${apiOrigin()}${path}`, {
      method: endpoint.method,
      headers,
      json: options.json,
      searchParams: options.searchParams,
      signal: options.signal,
      timeout: options.timeoutMs ?? endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof TimeoutError) {
      throw new ApiError(accountsCopy.common.timeout, 'timeout', undefined, undefined);
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(accountsCopy.common.network, 'network', undefined, undefined);
  }

  const body = options.asText && response.ok ? await response.text() : await readBody(response);
  if (!response.ok) {
    if (
      response.status === 404 &&
      !options.notFoundIsAnswer &&
      endpoint.method === 'GET' &&
      path.startsWith(`${API_BASE}/`) &&
      !path.includes('/contact/')
    ) {
      emitApiEvent('notFound', { path, status: 404 });
    }
    if (response.status === 401) {
      // The server rejected this device's token: the person's data goes before any page reacts to the answer.
      if (headers.Authorization) forgetPersonalData();
      emitApiEvent('unauthorized', { path, status: 401 });
    }
    const message = errorMessageOf(body) ?? `Request failed with status ${response.status}`;
    throw new ApiError(message, 'http', response.status, body);
  }
  return { status: response.status, body, contentType: response.headers.get('content-type') ?? '' };
}

/** Makes the call and returns the answer checked against the endpoint's response schema. */
export async function request<E extends Endpoint>(
  endpoint: E,
  options: CallOptions = {},
): Promise<z.output<E['response']>> {
  const { status, body } = await requestRaw(endpoint, options);
  const parsed = z.safeParse(endpoint.response, body);
  if (!parsed.success) {
    // A8's text for an answer that cannot be read, the same wherever it happens.
    throw new ApiError(accountsCopy.forgotPassword.failures.parseException, 'parse', status, body);
  }
  return parsed.data as z.output<E['response']>;
}
