import { useMutation } from '@tanstack/react-query';
import type { StaffExportQuery } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { saveFile } from '../../../lib/saveFile';

/**
 * GET /api/staff/exports/payments.csv?from=&to= (staff only) and saves it as "sukoon-payments-<from>-to-<to>.csv". A
 * plain link cannot carry the bearer token, so the page fetches the file and hands it to the browser's download.
 */
export async function downloadPaymentsCsv({ from, to }: StaffExportQuery): Promise<void> {
  const text = await callApi(staffEndpoints.staffPaymentsCsv, { searchParams: { from, to }, asText: true });
  // Reading the answer as text drops the server's byte-order mark; Excel needs it to read the rupee signs as UTF-8.
  saveFile(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), `sukoon-payments-${from}-to-${to}.csv`);
}

export const downloadPaymentsCsvMutationOptions = () => ({ mutationFn: downloadPaymentsCsv });

export function useDownloadPaymentsCsv() {
  return useMutation(downloadPaymentsCsvMutationOptions());
}
