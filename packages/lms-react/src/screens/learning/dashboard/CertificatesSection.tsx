import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { ErrorState } from '../../../components/ErrorState';
import { useFormatDate } from '../../../i18n/useFormatDate';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useListMyCertificatesQuery } from '../../../store/endpoints/certificates-api';

/**
 * The student's certificates on the dashboard, newest first, each leading to its page (PDF, verification link,
 * LinkedIn). Asking for the list also issues any certificate a completed course still owes. Nothing at all when the
 * student has none.
 */
export function CertificatesSection() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const formatDate = useFormatDate();
  const headingId = useId();
  const { data, error, isError, refetch } = useListMyCertificatesQuery({});
  if (isError)
    return (
      <section className="lms-dashboard__section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('certificates.dashboard.heading')}</h2>
        <ErrorState error={error} title={t('certificates.dashboard.error')} onRetry={() => void refetch()} />
      </section>
    );
  if (!data || data.items.length === 0) return null;
  return (
    <section className="lms-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('certificates.dashboard.heading')}</h2>
      <ul className="lms-learning-list">
        {data.items.map((certificate) => (
          <li key={certificate.id} className="lms-plan-summary">
            <div className="lms-plan-summary__body">
              <h3 className="lms-plan-summary__title">
                <LmsLink to={pathFor(routes, 'certificate', { id: certificate.id })}>
                  <span dir="auto">{certificate.courseTitle}</span>
                </LmsLink>
              </h3>
              <p className="lms-plan-summary__meta">
                {t('certificates.dashboard.meta', {
                  date: formatDate(certificate.issuedAt),
                  status: t(`certificates.status.${certificate.status}`),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
