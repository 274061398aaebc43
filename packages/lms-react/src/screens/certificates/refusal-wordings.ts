// The certificate screens' words for refusals the server names in details.reason.
import type { RefusalWordingsOf } from '../../ui-kit/useErrorText';

export const CERTIFICATE_REFUSALS: RefusalWordingsOf<
  | 'revokeCertificate'
  | 'reissueCertificate'
  | 'downloadCertificatePdf'
  | 'downloadCertificatesZip'
  | 'createCertificateTemplate'
  | 'updateCertificateTemplate'
> = {
  'already-revoked': (t) => t('certificates.refusal.alreadyRevoked'),
  superseded: (t) => t('certificates.refusal.superseded'),
  'no-fonts': (t) => t('certificates.refusal.noFonts'),
  // A font file could not be read: for the reader, the same as having none.
  'fonts-unavailable': (t) => t('certificates.refusal.noFonts'),
  'unknown-course': (t) => t('certificates.refusal.unknownCourse'),
};
