import type { BookNowRequest } from '@sukoon/contracts';
import * as servicesEndpoints from '@sukoon/contracts/endpoints/services';
import { callApiRaw } from '../../../lib/apiClient';

/**
 * POST /api/services/book-now/. Returns the parsed body unchecked: the flow reads
 * booked_session.id itself so it can say exactly what is wrong with an odd answer (B8).
 */
export async function bookNow(payload: BookNowRequest): Promise<unknown> {
  const { body } = await callApiRaw(servicesEndpoints.bookNow, { json: payload });
  return body;
}
