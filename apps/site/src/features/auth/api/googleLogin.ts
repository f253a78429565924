import type { GoogleLoginResponse } from '@sukoon/contracts';
import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApi } from '../../../lib/apiClient';

/** POST /api/users/google-login/ with the provider's credential as `token`. */
export function googleLogin(credential: string): Promise<GoogleLoginResponse> {
  return callApi(accountsEndpoints.googleLogin, { json: { token: credential } });
}
