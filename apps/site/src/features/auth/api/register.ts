import type { RegisterRequest } from '@sukoon/contracts';
import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApiRaw } from '../../../lib/apiClient';

/** POST /api/users/auth/register/. 200 or 201 is success; the body is not used (A7). */
export async function register(payload: RegisterRequest): Promise<void> {
  await callApiRaw(accountsEndpoints.register, { json: payload });
}
