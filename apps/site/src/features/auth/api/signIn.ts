import { endpoints, type SignInRequest, type SignInResponse } from '@sukoon/contracts';
import { callApi } from '../../../lib/apiClient';

/** POST /api/users/signin/: token, user and whether the profile is complete. */
export function signIn(credentials: SignInRequest): Promise<SignInResponse> {
  return callApi(endpoints.signIn, { json: credentials });
}
