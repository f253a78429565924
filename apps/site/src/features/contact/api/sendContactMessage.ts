import type { ContactRequest } from '@sukoon/contracts';
import * as contentEndpoints from '@sukoon/contracts/endpoints/content';
import { callApi } from '../../../lib/apiClient';

/** POST /api/inquiries/contact/ (B7): the contact form's message, stored and mailed to support. */
export function sendContactMessage(message: ContactRequest) {
  return callApi(contentEndpoints.contact, { json: message });
}
