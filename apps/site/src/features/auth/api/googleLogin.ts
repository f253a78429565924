import { endpoints, type GoogleLoginResponse } from '@sukoon/contracts';
import { callApi } from '../../../lib/apiClient';

/** POST /api/users/google-login/ with the provider's credential as `token`. */
export function googleLogin(credential: string): Promise<GoogleLoginResponse> {
  return callApi(endpoints.googleLogin, { json: { token: credential } });
}
