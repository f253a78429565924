import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The API's JSON 404: what an unknown API path, and a site path asked with another method than GET, answer. */
export function expectJsonNotFound(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'Not found.', detail: 'Not found.' });
}
