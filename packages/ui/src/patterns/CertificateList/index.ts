export {
  CertificateList,
  certificateFailures,
  certificateListVariants,
  type CertificateFailure,
  type CertificateListProps,
  type CertificateListVariant,
} from './CertificateList';
export { CertificateGlyph, certificateIcons } from './certificateIcons';
