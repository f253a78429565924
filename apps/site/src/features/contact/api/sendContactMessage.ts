import type { ContactRequest } from '@sukoon/contracts';
import { callApiOnDemand } from '../../../lib/callApiOnDemand';

/**
 * POST /api/inquiries/contact/ (B7): the contact form's message, stored and mailed to support. The client and the
 * call's schemas load when the message is sent, not with the page (callApiOnDemand).
 */
export function sendContactMessage(message: ContactRequest) {
  return callApiOnDemand(() => import('@sukoon/contracts/endpoints/content').then((calls) => calls.contact), {
    json: message,
  });
}
