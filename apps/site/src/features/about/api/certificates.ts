import type { Certificate } from '@sukoon/contracts';
import { FALLBACK_CERTIFICATES } from '@sukoon/contracts/content/certificates';
import type { CertificateFailure } from '@sukoon/ui/patterns/CertificateList';
import { callApi } from '../../../lib/callApi';
import { useOnline } from '../../../lib/OnlineStatus';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/** GET /api/about/certificates/ (A7). A failure rejects; useCertificates turns it into the built-in five (A8). */
export function fetchCertificates(): Promise<Certificate[]> {
  return callApi(() => import('@sukoon/contracts/endpoints/content').then((calls) => calls.certificates), {
    load: 'after-hydration',
  });
}

export const certificatesQueryOptions = () =>
  ({ queryKey: ['about', 'certificates'], queryFn: fetchCertificates }) satisfies ApiQueryOptions<Certificate[]>;

export interface CertificatesView {
  loading: boolean;
  /** The server's list, or the built-in five after a failure. */
  certificates: readonly Certificate[];
  /** Set when the call failed: offline or not, for the warning's wording (A8). */
  failure?: CertificateFailure;
  /** Retry: asks the server again. */
  retry(): void;
}

/** The certificates for the home page and the About page, with the A8 fallback applied. */
export function useCertificates(): CertificatesView {
  const online = useOnline();
  const query = useApiQuery(certificatesQueryOptions());
  const retry = query.refetch;
  if (query.data) return { loading: false, certificates: query.data, retry };
  if (query.isError)
    return { loading: false, certificates: FALLBACK_CERTIFICATES, failure: online ? 'load' : 'offline', retry };
  return { loading: true, certificates: [], retry };
}
