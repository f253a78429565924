import { type ProfileRequest, type ProfileResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** PATCH /api/users/profile/ (bearer, ours): My Profile's edits; the answer is the updated user. */
export function saveProfile(values: ProfileRequest): Promise<ProfileResponse> {
  return callApi(accountEndpoint('profile'), { json: values });
}
