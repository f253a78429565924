import { endpoints, type ContactRequest } from '@sukoon/contracts';
import { callApi } from '../../../lib/apiClient';

/** POST /api/inquiries/contact/ (B7): the contact form's message, stored and mailed to support. */
export function sendContactMessage(message: ContactRequest) {
  return callApi(endpoints.contact, { json: message });
}
