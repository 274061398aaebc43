import { useId } from 'react';
import { certificateShareable } from '@lms/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useFormatDate } from '../../i18n/useFormatDate';
import { useNotify } from '../../notifications/useNotify';
import { useCurrentRoute } from '../../page/useCurrentRoute';
import {
  useDownloadCertificatePdfMutation,
  useGetCertificateQuery,
} from '../../store/endpoints/certificates-api';
import { downloadFile } from '../../ui-kit/download';
import { useErrorText } from '../../ui-kit/useErrorText';
import { CERTIFICATE_REFUSALS } from './refusal-wordings';
import { CertificateDrawing } from './CertificateDrawing';
import { CertificateStatusBadge } from './CertificateStatusBadge';
import { QrCode } from './QrCode';
import { useCertificateFacts } from './useCertificateFacts';

/**
 * /student/certificates/:id: the learner's certificate drawn on screen, its PDF, the public verification link and its
 * QR code, and LinkedIn's add-to-profile link. A revoked or expired certificate says so first; a revoked one is
 * offered neither its PDF nor LinkedIn.
 */
export function CertificatePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const notify = useNotify();
  const errorText = useErrorText(CERTIFICATE_REFUSALS);
  const formatDate = useFormatDate();
  const facts = useCertificateFacts();
  const certificateId = useCurrentRoute().params.id ?? '';
  const { data, error, isLoading, isError, refetch } = useGetCertificateQuery(
    { certificateId },
    { skip: certificateId === '' },
  );
  const [download, { isLoading: downloading }] = useDownloadCertificatePdfMutation();

  async function downloadPdf() {
    const result = await download({ certificateId });
    if (result.error) notify({ kind: 'negative', message: errorText(result.error) });
    else downloadFile(result.data);
  }

  if (isLoading)
    return (
      <div className="lms-certificate-page" role="status" aria-label={t('common.loading')}>
        <Skeleton lines={10} />
      </div>
    );
  if (isError || !data)
    return (
      <div className="lms-certificate-page">
        <ErrorState error={error} title={t('certificates.page.loadError')} onRetry={() => void refetch()} />
      </div>
    );

  return (
    <section className="lms-certificate-page" aria-labelledby={headingId}>
      <header className="lms-certificate-page__header">
        <h1 id={headingId} dir="auto">
          {t('certificates.page.heading', { title: data.courseTitle })}
        </h1>
        <CertificateStatusBadge status={data.status} />
      </header>
      {data.status === 'revoked' && (
        <p className="lms-certificate-page__notice" role="note">
          {t('certificates.page.revoked', {
            date: formatDate(data.revokedAt ?? data.issuedAt),
            reason: data.revokedReason ?? '',
          })}
        </p>
      )}
      {data.status === 'expired' && data.expiresAt && (
        <p className="lms-certificate-page__notice" role="note">
          {t('certificates.page.expired', { date: formatDate(data.expiresAt) })}
        </p>
      )}
      <CertificateDrawing
        design={data.design}
        learnerName={data.learnerName}
        facts={facts(data)}
        label={t('certificates.page.drawing', { name: data.learnerName, title: data.courseTitle })}
      />
      <div className="lms-certificate-page__share">
        {certificateShareable(data.status) && (
          <div className="lms-certificate-page__actions">
            <Button onClick={() => void downloadPdf()} busy={downloading}>
              {t('certificates.page.download')}
            </Button>
            <a
              className="lms-button lms-button--secondary"
              href={data.linkedInUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('certificates.page.linkedIn')}
            </a>
          </div>
        )}
        <dl className="lms-certificate-page__facts">
          <dt>{t('certificates.page.number')}</dt>
          <dd>{data.number}</dd>
          <dt>{t('certificates.page.issued')}</dt>
          <dd>{formatDate(data.issuedAt)}</dd>
          <dt>{t('certificates.page.expires')}</dt>
          <dd>{data.expiresAt ? formatDate(data.expiresAt) : t('certificates.page.never')}</dd>
          <dt>{t('certificates.page.verifyLink')}</dt>
          <dd>
            <a href={data.verificationUrl} className="lms-certificate-page__verify">
              {data.verificationUrl}
            </a>
          </dd>
        </dl>
        <QrCode value={data.verificationUrl} label={t('certificates.page.qr')} />
      </div>
    </section>
  );
}
