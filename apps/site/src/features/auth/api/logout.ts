import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** POST /api/users/logout/ (bearer): revokes the token on the server; the answer is not used. */
export async function logout(): Promise<void> {
  await callApi(accountEndpoint('logout'));
}
