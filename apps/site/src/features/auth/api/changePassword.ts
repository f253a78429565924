import type { ChangePasswordRequest } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** POST /api/users/change-password/ (bearer). Only the error's `message` is read (A7). */
export async function changePassword(values: ChangePasswordRequest): Promise<void> {
  await callApi(accountEndpoint('changePassword'), { json: values, raw: true });
}
