import { endpoints, todayIst } from '@sukoon/contracts';
import { callApiRaw } from '../../lib/apiClient';

/**
 * Fetches everything held about the signed-in person (GET /api/users/my-data/) and saves it as
 * "sukoon-my-data-<date>.json": the browser's own download, so nothing stays in the page.
 */
export async function downloadMyData(now: Date): Promise<void> {
  const { body } = await callApiRaw(endpoints.myData);
  const file = new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `sukoon-my-data-${todayIst(now)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
