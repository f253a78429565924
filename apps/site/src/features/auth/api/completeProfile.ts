import { type CompleteProfileRequest, type CompleteProfileResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** Complete Your Profile: POST /api/users/update-profile/ (bearer) with country, state, city and `phone`. */
export function sendProfileCompletion(values: CompleteProfileRequest): Promise<CompleteProfileResponse> {
  return callApi(accountEndpoint('completeProfile'), { json: values });
}
