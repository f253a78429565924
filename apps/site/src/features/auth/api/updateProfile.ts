import { type UpdateProfileRequest, type UpdateProfileResponse } from '@sukoon/contracts';
import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApi } from '../../../lib/apiClient';

/** POST /api/users/update-profile/ (bearer): country, state, city and the mobile number as `phone`. */
export function updateProfile(values: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return callApi(accountsEndpoints.updateProfile, { json: values });
}
