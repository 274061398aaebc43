import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useFormatDate } from '../../i18n/useFormatDate';
import { useCurrentRoute } from '../../page/useCurrentRoute';
import { useGetBadgeAwardQuery } from '../../store/endpoints/badges-api';
import { BadgeDownloads } from './BadgeDownloads';
import { BadgeStatus } from './BadgeStatus';
import { MediaImage } from '../../components/MediaImage';

/**
 * /student/badges/:id: the learner's badge, its criteria, until when it is valid, the downloads (the signed Open
 * Badges 3.0 JSON and the badge image with it baked in) and the public page to share. A revoked or expired badge
 * says so first.
 */
export function BadgePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const formatDate = useFormatDate();
  const awardId = useCurrentRoute().params.id ?? '';
  const { data, error, isLoading, isError, refetch } = useGetBadgeAwardQuery(
    { awardId },
    { skip: awardId === '' },
  );

  if (isLoading)
    return (
      <div className="lms-badge-page" role="status" aria-label={t('common.loading')}>
        <Skeleton lines={8} />
      </div>
    );
  if (isError || !data)
    return (
      <div className="lms-badge-page">
        <ErrorState error={error} title={t('badges.page.loadError')} onRetry={() => void refetch()} />
      </div>
    );

  return (
    <section className="lms-badge-page" aria-labelledby={headingId}>
      <header className="lms-badge-page__header">
        <MediaImage
          className="lms-badge-image"
          src={data.badge.image}
          alt={t('badges.image', { name: data.badge.name })}
        />
        <div>
          <h1 id={headingId} dir="auto">
            {data.badge.name}
          </h1>
          <BadgeStatus status={data.status} />
        </div>
      </header>
      {data.status === 'revoked' && (
        <p className="lms-badge-page__notice" role="note">
          {t('badges.page.revoked', {
            date: formatDate(data.revokedAt ?? data.awardedAt),
            reason: data.revokedReason ?? '',
          })}
        </p>
      )}
      {data.status === 'expired' && (
        <p className="lms-badge-page__notice lms-badge-page__notice--expired" role="note">
          {t('badges.page.expired', { date: formatDate(data.validUntil ?? data.awardedAt) })}
        </p>
      )}
      <p dir="auto">{data.badge.description}</p>
      <dl className="lms-badge-facts">
        <dt>{t('badges.page.criteria')}</dt>
        <dd dir="auto">{data.badge.criteria}</dd>
        <dt>{t('badges.page.awarded')}</dt>
        <dd>{formatDate(data.awardedAt)}</dd>
        {data.validUntil && (
          <>
            <dt>{t(data.status === 'expired' ? 'badges.page.expiredOn' : 'badges.page.validUntil')}</dt>
            <dd>{formatDate(data.validUntil)}</dd>
          </>
        )}
        <dt>{t('badges.page.publicLink')}</dt>
        <dd>
          <a href={data.publicUrl} className="lms-badge-page__link">
            {data.publicUrl}
          </a>
        </dd>
      </dl>
      <BadgeDownloads award={data} />
    </section>
  );
}
