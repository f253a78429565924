import type { GoogleLoginResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApiOnDemand } from '../../../lib/callApiOnDemand';

/** POST /api/users/google-login/ with the provider's credential as `token`. */
export function googleLogin(credential: string): Promise<GoogleLoginResponse> {
  return callApiOnDemand(accountEndpoint('googleLogin'), { json: { token: credential } });
}
