// The about feature's public face: other features (the home page), pages and the app import only from here.
export { AboutScreen } from './AboutScreen';
export {
  certificatesQueryOptions,
  fetchCertificates,
  useCertificates,
  type CertificatesView,
} from './api/certificates';
