import { type SignInRequest, type SignInResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** POST /api/users/signin/: token, user and whether the profile is complete. */
export function signIn(credentials: SignInRequest): Promise<SignInResponse> {
  return callApi(accountEndpoint('signIn'), { json: credentials });
}
