import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isCertificateReference, refusalReasonOf } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useFormatDate } from '../../i18n/useFormatDate';
import { useCurrentRoute } from '../../page/useCurrentRoute';
import { useVerifyCertificateQuery } from '../../store/endpoints/certificates-api';
import { CertificateStatusBadge } from './CertificateStatusBadge';
import { MediaImage } from '../../components/MediaImage';

/** The printed number's shape, shown to someone whose address is neither a number nor a code. */
const NUMBER_EXAMPLE = '2026-7KQ4M2XA';

function NotFound({ title, body }: { title: string; body: string }) {
  return (
    <section className="lms-error-state" role="alert">
      <h2 className="lms-error-state__title">{title}</h2>
      <p className="lms-error-state__message">{body}</p>
    </section>
  );
}

/**
 * /verify/:code, open to anyone without signing in (the link and QR code on every certificate, or the number printed
 * on it, typed in any case, with or without its dash): whose certificate,
 * for which course, who issued it (the settings' issuer profile: name, link, logo), when it was issued and until
 * when, and whether it is valid, expired or revoked (with the date).
 */
export function CertificateVerifyPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const formatDate = useFormatDate();
  const code = useCurrentRoute().params.code ?? '';
  // Neither a number nor a code (a mistyped address): said here, rather than asking the server to refuse it.
  const wellFormed = isCertificateReference(code);
  const { data, error, isLoading, isError, refetch } = useVerifyCertificateQuery(
    { code },
    { skip: !wellFormed },
  );

  let content;
  if (!wellFormed)
    content = (
      <NotFound
        title={t('certificates.verify.malformedTitle')}
        body={t('certificates.verify.malformedBody', { number: NUMBER_EXAMPLE })}
      />
    );
  else if (isLoading) content = <Skeleton lines={6} />;
  else if (isError && refusalReasonOf(error) === 'unknown-code')
    content = (
      <NotFound title={t('certificates.verify.unknownTitle')} body={t('certificates.verify.unknownBody')} />
    );
  else if (isError || !data)
    content = (
      <ErrorState error={error} title={t('certificates.verify.loadError')} onRetry={() => void refetch()} />
    );
  else
    content = (
      <div className={`lms-certificate-verify__card lms-certificate-verify__card--${data.status}`}>
        <p className="lms-certificate-verify__status" role="status">
          <CertificateStatusBadge status={data.status} />{' '}
          <span>{t(`certificates.verify.says.${data.status}`)}</span>
        </p>
        <dl className="lms-certificate-verify__facts">
          <dt>{t('certificates.verify.learner')}</dt>
          <dd dir="auto">{data.learnerName}</dd>
          <dt>{t('certificates.verify.course')}</dt>
          <dd dir="auto">{data.courseTitle}</dd>
          <dt>{t('certificates.verify.issuer')}</dt>
          <dd className="lms-certificate-verify__issuer">
            {/* The name follows, so the logo adds nothing for a screen reader. */}
            {data.issuerLogoUrl && <MediaImage src={data.issuerLogoUrl} alt="" />}
            {data.issuerUrl ? (
              <a href={data.issuerUrl} rel="noopener noreferrer" dir="auto">
                {data.issuer}
              </a>
            ) : (
              <span dir="auto">{data.issuer}</span>
            )}
          </dd>
          <dt>{t('certificates.verify.number')}</dt>
          <dd>{data.number}</dd>
          <dt>{t('certificates.verify.issued')}</dt>
          <dd>{formatDate(data.issuedAt)}</dd>
          <dt>{t('certificates.verify.expires')}</dt>
          <dd>{data.expiresAt ? formatDate(data.expiresAt) : t('certificates.page.never')}</dd>
          {data.revokedAt && (
            <>
              <dt>{t('certificates.verify.revoked')}</dt>
              <dd>
                {formatDate(data.revokedAt)}
                {data.revokedReason ? `: ${data.revokedReason}` : ''}
              </dd>
            </>
          )}
        </dl>
      </div>
    );

  return (
    <section className="lms-certificate-verify" aria-labelledby={headingId} aria-busy={isLoading}>
      <h1 id={headingId}>{t('certificates.verify.heading')}</h1>
      {content}
    </section>
  );
}
