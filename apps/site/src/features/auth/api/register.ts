import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';
import { registrationFailure } from '../errorMessages';

/** POST /api/users/auth/register/. 200 or 201 is success; the body is not used (A7). */
export async function register(payload: RegisterRequest): Promise<void> {
  await callApi(accountEndpoint('register'), { json: payload, raw: true });
}

/** Rejects with the text A8 gives its failure. */
export const registerMutationOptions = () => ({ mutationFn: wordedCall(register, registrationFailure), ...SEND_NOW });

export function useRegister(config: MutationConfig<typeof register> = {}) {
  return useMutation({ ...registerMutationOptions(), ...config });
}
