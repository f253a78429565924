import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';
import { changePasswordFailure } from '../errorMessages';

/** POST /api/users/change-password/ (bearer). Only the error's `message` is read (A7). */
export async function changePassword(values: ChangePasswordRequest): Promise<void> {
  await callApi(accountEndpoint('changePassword'), { json: values, raw: true });
}

/** Rejects with the text A8 gives its failure. */
export const changePasswordMutationOptions = () => ({
  mutationFn: wordedCall(changePassword, changePasswordFailure),
  ...SEND_NOW,
});

export function useChangePassword(config: MutationConfig<typeof changePassword> = {}) {
  return useMutation({ ...changePasswordMutationOptions(), ...config });
}
