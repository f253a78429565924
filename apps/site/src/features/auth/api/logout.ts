import { accountEndpoint } from './accountEndpoint';
import { callApiOnDemand } from '../../../lib/callApiOnDemand';

/** POST /api/users/logout/ (bearer): revokes the token on the server; the answer is not used. */
export async function logout(): Promise<void> {
  await callApiOnDemand(accountEndpoint('logout'));
}
