import { type UpdateProfileRequest, type UpdateProfileResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** Complete Your Profile: POST /api/users/update-profile/ (bearer) with country, state, city and `phone`. */
export function sendProfileCompletion(values: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return callApi(accountEndpoint('updateProfile'), { json: values });
}
