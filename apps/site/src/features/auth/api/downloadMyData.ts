import { useMutation } from '@tanstack/react-query';
import { todayIst } from '@sukoon/contracts';
import { callApi } from '../../../lib/callApi';
import { SEND_NOW, type MutationConfig } from '../../../lib/mutationConfig';
import { saveFile } from '../../../lib/saveFile';

/**
 * Fetches everything held about the signed-in person (GET /api/users/my-data/) and saves it as
 * "sukoon-my-data-<date>.json": the browser's own download, so nothing stays in the page.
 */
export async function downloadMyData(now: Date): Promise<void> {
  const { body } = await callApi(() => import('@sukoon/contracts/endpoints/privacy').then((calls) => calls.myData), {
    raw: true,
  });
  saveFile(
    new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }),
    `sukoon-my-data-${todayIst(now)}.json`,
  );
}

export const downloadMyDataMutationOptions = () => ({ mutationFn: downloadMyData, ...SEND_NOW });

export function useDownloadMyData(config: MutationConfig<typeof downloadMyData> = {}) {
  return useMutation({ ...downloadMyDataMutationOptions(), ...config });
}
