import { useMutation } from '@tanstack/react-query';
import { accountEndpoint } from './accountEndpoint';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';

/** POST /api/users/logout/ (bearer): revokes the token on the server; the answer is not used. */
export async function logout(): Promise<void> {
  await callApi(accountEndpoint('logout'));
}

export const logoutMutationOptions = () => ({ mutationFn: logout, ...SEND_NOW });

export function useLogout(config: MutationConfig<typeof logout> = {}) {
  return useMutation({ ...logoutMutationOptions(), ...config });
}
