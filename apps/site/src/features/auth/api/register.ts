import type { RegisterRequest } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApiRawOnDemand } from '../../../lib/callApiOnDemand';

/** POST /api/users/auth/register/. 200 or 201 is success; the body is not used (A7). */
export async function register(payload: RegisterRequest): Promise<void> {
  await callApiRawOnDemand(accountEndpoint('register'), { json: payload });
}
