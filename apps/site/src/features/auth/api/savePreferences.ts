import { type PreferencesRequest, type PreferencesResponse } from '@sukoon/contracts';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';

/** PATCH /api/users/preferences/ (bearer): session reminders on or off; answers the settings as saved. */
export function savePreferences(values: PreferencesRequest): Promise<PreferencesResponse> {
  return callApi(accountEndpoint('preferences'), { json: values });
}
