import { type PreferencesRequest, type PreferencesResponse } from '@sukoon/contracts';
import * as accountsEndpoints from '@sukoon/contracts/endpoints/accounts';
import { callApi } from '../../../lib/apiClient';

/** PATCH /api/users/preferences/ (bearer): session reminders on or off; answers the settings as saved. */
export function savePreferences(values: PreferencesRequest): Promise<PreferencesResponse> {
  return callApi(accountsEndpoints.preferences, { json: values });
}
