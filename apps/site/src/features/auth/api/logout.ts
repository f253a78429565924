import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApi } from '../../../lib/apiClient';

/** POST /api/users/logout/ (bearer): revokes the token on the server; the answer is not used. */
export async function logout(): Promise<void> {
  await callApi(accountsEndpoints.logout);
}
