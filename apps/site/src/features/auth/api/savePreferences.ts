import { useMutation } from '@tanstack/react-query';
import { type PreferencesRequest, type PreferencesResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { wordedCall } from '../../../lib/failureMessage';

/** PATCH /api/users/preferences/ (bearer): session reminders on or off; answers the settings as saved. */
export function savePreferences(values: PreferencesRequest): Promise<PreferencesResponse> {
  return callApi(accountEndpoint('preferences'), { json: values });
}

/** A refusal rejects with the server's words. */
export const savePreferencesMutationOptions = () => ({ mutationFn: wordedCall(savePreferences), ...SEND_NOW });

export function useSavePreferences(config: MutationConfig<typeof savePreferences> = {}) {
  return useMutation({ ...savePreferencesMutationOptions(), ...config });
}
