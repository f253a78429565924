import { type SignInRequest, type SignInResponse } from '@sukoon/contracts';
import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApi } from '../../../lib/apiClient';

/** POST /api/users/signin/: token, user and whether the profile is complete. */
export function signIn(credentials: SignInRequest): Promise<SignInResponse> {
  return callApi(accountsEndpoints.signIn, { json: credentials });
}
