import { type ProfileRequest, type ProfileResponse } from '@sukoon/contracts';
import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApi, failureMessage } from '../../../lib/apiClient';

/** PATCH /api/users/profile/ (bearer, ours): My Profile's edits; the answer is the updated user. */
export async function saveProfile(values: ProfileRequest): Promise<ProfileResponse> {
  try {
    return await callApi(accountsEndpoints.profile, { json: values });
  } catch (failure) {
    throw new Error(failureMessage(failure), { cause: failure });
  }
}
