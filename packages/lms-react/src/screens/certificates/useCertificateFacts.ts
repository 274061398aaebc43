import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../i18n/useFormatDate';

export interface CertificateFactsSource {
  courseTitle: string;
  issuedAt: string;
  expiresAt: string | null;
  number: string;
}

/** The lines at the foot of a drawn certificate, in the reader's language. */
export function useCertificateFacts(): (source: CertificateFactsSource) => string[] {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (source) => [
    source.courseTitle,
    source.expiresAt
      ? t('certificates.facts.issuedUntil', {
          issued: formatDate(source.issuedAt),
          expires: formatDate(source.expiresAt),
        })
      : t('certificates.facts.issued', { issued: formatDate(source.issuedAt) }),
    t('certificates.facts.number', { number: source.number }),
  ];
}
