import { type ProfileRequest, type ProfileResponse } from '@sukoon/contracts';
import { failureMessage } from '../../../lib/failureMessage';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** PATCH /api/users/profile/ (bearer, ours): My Profile's edits; the answer is the updated user. */
export async function saveProfile(values: ProfileRequest): Promise<ProfileResponse> {
  try {
    return await callApi(accountEndpoint('profile'), { json: values });
  } catch (failure) {
    throw new Error(failureMessage(failure), { cause: failure });
  }
}
