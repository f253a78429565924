import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@sukoon/contracts';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';

/** POST /api/users/delete-account/ (bearer, ours): erases the account; a refusal rejects with the server's words. */
export async function deleteAccount(values: DeleteAccountRequest): Promise<void> {
  await callApi(() => import('@sukoon/contracts/endpoints/privacy').then((calls) => calls.deleteAccount), {
    json: values,
  });
}

/** A refusal rejects with the server's words. */
export const deleteAccountMutationOptions = () => ({ mutationFn: wordedCall(deleteAccount), ...SEND_NOW });

export function useDeleteAccount(config: MutationConfig<typeof deleteAccount> = {}) {
  return useMutation({ ...deleteAccountMutationOptions(), ...config });
}
