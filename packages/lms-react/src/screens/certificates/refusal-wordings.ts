// The certificate screens' words for refusals the server names in details.reason.
import type { RefusalWordings } from '../../ui-kit/useErrorText';

export const CERTIFICATE_REFUSALS: RefusalWordings = {
  'already-revoked': (t) => t('certificates.refusal.alreadyRevoked'),
  superseded: (t) => t('certificates.refusal.superseded'),
  'no-fonts': (t) => t('certificates.refusal.noFonts'),
  'unknown-course': (t) => t('certificates.refusal.unknownCourse'),
};
