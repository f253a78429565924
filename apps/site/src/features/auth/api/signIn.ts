import { type SignInRequest, type SignInResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApiOnDemand } from '../../../lib/callApiOnDemand';

/** POST /api/users/signin/: token, user and whether the profile is complete. */
export function signIn(credentials: SignInRequest): Promise<SignInResponse> {
  return callApiOnDemand(accountEndpoint('signIn'), { json: credentials });
}
