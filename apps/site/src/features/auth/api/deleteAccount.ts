import type { DeleteAccountRequest } from '@sukoon/contracts';
import * as privacyEndpoints from '@sukoon/contracts/endpoints/privacy';
import { callApi, failureMessage } from '../../../lib/apiClient';

/** POST /api/users/delete-account/ (bearer, ours): erases the account; a refusal rejects with the server's words. */
export async function deleteAccount(values: DeleteAccountRequest): Promise<void> {
  try {
    await callApi(privacyEndpoints.deleteAccount, { json: values });
  } catch (failure) {
    throw new Error(failureMessage(failure), { cause: failure });
  }
}
