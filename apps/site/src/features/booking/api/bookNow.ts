import type { BookNowRequest } from '@sukoon/contracts';
import * as servicesEndpoints from '@sukoon/contracts/endpoints/services';
import { callApi } from '../../../lib/callApi';

/**
 * POST /api/services/book-now/. Returns the parsed body unchecked: the flow reads
 * booked_session.id itself so it can say exactly what is wrong with an odd answer (B8).
 */
export async function bookNow(payload: BookNowRequest): Promise<unknown> {
  const { body } = await callApi(servicesEndpoints.bookNow, { json: payload, raw: true });
  return body;
}
