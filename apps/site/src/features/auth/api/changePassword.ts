import type { ChangePasswordRequest } from '@sukoon/contracts';
import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApiRaw } from '../../../lib/apiClient';

/** POST /api/users/change-password/ (bearer). Only the error's `message` is read (A7). */
export async function changePassword(values: ChangePasswordRequest): Promise<void> {
  await callApiRaw(accountsEndpoints.changePassword, { json: values });
}
