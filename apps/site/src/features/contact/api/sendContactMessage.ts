import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@sukoon/contracts';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';

/**
 * POST /api/inquiries/contact/ (B7): the contact form's message, stored and mailed to support. The client and the
 * call's schemas load when the message is sent, not with the page (lib/callApi).
 */
export function sendContactMessage(message: ContactRequest) {
  return callApi(() => import('@sukoon/contracts/endpoints/content').then((calls) => calls.contact), {
    json: message,
  });
}

export const sendContactMessageMutationOptions = () => ({
  mutationFn: sendContactMessage,
  ...SEND_NOW,
});

export function useSendContactMessage(config: MutationConfig<typeof sendContactMessage> = {}) {
  return useMutation({ ...sendContactMessageMutationOptions(), ...config });
}
