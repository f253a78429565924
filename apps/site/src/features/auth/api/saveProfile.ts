import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileRequest, type ProfileResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';
import { userProfileQueryOptions, type ProfileResult } from './userProfile';

/** PATCH /api/users/profile/ (bearer, ours): My Profile's edits; the answer is the updated user. */
export function saveProfile(values: ProfileRequest): Promise<ProfileResponse> {
  return callApi(accountEndpoint('profile'), { json: values });
}

/** A refusal rejects with the server's words. */
export const saveProfileMutationOptions = () => ({ mutationFn: wordedCall(saveProfile), ...SEND_NOW });

/** A saved edit is the profile now: the page (and, through it, the header's name) shows it at once. */
export function useSaveProfile(token: string | null, config: MutationConfig<typeof saveProfile> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveProfileMutationOptions(),
    ...config,
    onSuccess: (answer, ...rest) => {
      const result: ProfileResult = { kind: 'user', user: answer.user };
      queryClient.setQueryData(userProfileQueryOptions(token).queryKey, result);
      return config.onSuccess?.(answer, ...rest);
    },
  });
}
