import { useMutation } from '@tanstack/react-query';
import { type SignInRequest, type SignInResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';
import { signInFailure } from '../errorMessages';

/** POST /api/users/signin/: token, user and whether the profile is complete. */
export function signIn(credentials: SignInRequest): Promise<SignInResponse> {
  return callApi(accountEndpoint('signIn'), { json: credentials });
}

/** Rejects with A8's one sign-in failure text, the call's failure as its cause. */
export const signInMutationOptions = () => ({ mutationFn: wordedCall(signIn, signInFailure), ...SEND_NOW });

export function useSignIn(config: MutationConfig<typeof signIn> = {}) {
  return useMutation({ ...signInMutationOptions(), ...config });
}
