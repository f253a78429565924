import { type UpdateProfileRequest, type UpdateProfileResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** POST /api/users/update-profile/ (bearer): country, state, city and the mobile number as `phone`. */
export function updateProfile(values: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return callApi(accountEndpoint('updateProfile'), { json: values });
}
