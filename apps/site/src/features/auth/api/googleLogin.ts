import type { GoogleLoginResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** POST /api/users/google-login/ with the provider's credential as `token`. */
export function googleLogin(credential: string): Promise<GoogleLoginResponse> {
  return callApi(accountEndpoint('googleLogin'), { json: { token: credential } });
}
