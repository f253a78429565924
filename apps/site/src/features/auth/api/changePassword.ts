import type { ChangePasswordRequest } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApiRawOnDemand } from '../../../lib/callApiOnDemand';

/** POST /api/users/change-password/ (bearer). Only the error's `message` is read (A7). */
export async function changePassword(values: ChangePasswordRequest): Promise<void> {
  await callApiRawOnDemand(accountEndpoint('changePassword'), { json: values });
}
