import { useTranslation } from 'react-i18next';
import type { CertificateStatus } from '@lms/core';

/** Valid, expired or revoked, in words and colour (the colour is never the only signal). */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`lms-certificate-status lms-certificate-status--${status}`}>
      {t(`certificates.status.${status}`)}
    </span>
  );
}
