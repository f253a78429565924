import { useMutation } from '@tanstack/react-query';
import type { GoogleLoginResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';
import { googleLoginFailure } from '../errorMessages';

/** POST /api/users/google-login/ with the provider's credential as `token`. */
export function googleLogin(credential: string): Promise<GoogleLoginResponse> {
  return callApi(accountEndpoint('googleLogin'), { json: { token: credential } });
}

/** Rejects with the text A8 gives its failure. */
export const googleLoginMutationOptions = () => ({
  mutationFn: wordedCall(googleLogin, googleLoginFailure),
  ...SEND_NOW,
});

export function useGoogleLogin(config: MutationConfig<typeof googleLogin> = {}) {
  return useMutation({ ...googleLoginMutationOptions(), ...config });
}
