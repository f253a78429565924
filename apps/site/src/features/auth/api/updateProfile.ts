import { type UpdateProfileRequest, type UpdateProfileResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApiOnDemand } from '../../../lib/callApiOnDemand';

/** POST /api/users/update-profile/ (bearer): country, state, city and the mobile number as `phone`. */
export function updateProfile(values: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return callApiOnDemand(accountEndpoint('updateProfile'), { json: values });
}
