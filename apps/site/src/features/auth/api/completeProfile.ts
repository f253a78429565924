import { useMutation } from '@tanstack/react-query';
import { type CompleteProfileRequest, type CompleteProfileResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';
import { completeProfileFailure } from '../errorMessages';

/** Complete Your Profile: POST /api/users/update-profile/ (bearer) with country, state, city and `phone`. */
export function sendProfileCompletion(values: CompleteProfileRequest): Promise<CompleteProfileResponse> {
  return callApi(accountEndpoint('completeProfile'), { json: values });
}

/** Rejects with the text A8 gives its failure. */
export const completeProfileMutationOptions = () => ({
  mutationFn: wordedCall(sendProfileCompletion, completeProfileFailure),
  ...SEND_NOW,
});

export function useCompleteProfile(config: MutationConfig<typeof sendProfileCompletion> = {}) {
  return useMutation({ ...completeProfileMutationOptions(), ...config });
}
