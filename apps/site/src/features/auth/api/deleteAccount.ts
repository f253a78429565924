import type { DeleteAccountRequest } from '@sukoon/contracts';
import { callApi } from '../../../lib/callApi';

/** POST /api/users/delete-account/ (bearer, ours): erases the account; a refusal rejects with the server's words. */
export async function deleteAccount(values: DeleteAccountRequest): Promise<void> {
  await callApi(() => import('@sukoon/contracts/endpoints/privacy').then((calls) => calls.deleteAccount), {
    json: values,
  });
}
