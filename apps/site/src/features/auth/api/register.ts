import type { RegisterRequest } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** POST /api/users/auth/register/. 200 or 201 is success; the body is not used (A7). */
export async function register(payload: RegisterRequest): Promise<void> {
  await callApi(accountEndpoint('register'), { json: payload, raw: true });
}
