import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useFormatDate } from '../../i18n/useFormatDate';
import { useCurrentRoute } from '../../page/useCurrentRoute';
import { useViewPublicBadgeQuery } from '../../store/endpoints/badges-api';
import { BadgeStatus } from './BadgeStatus';
import { MediaImage } from '../../components/MediaImage';

/**
 * /badges/:code, open to anyone without signing in (the link a learner shares): the badge, who earned it and when,
 * whether it is valid, expired (and until when) or revoked, and the machine-readable credential and achievement.
 */
export function BadgePublicPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const formatDate = useFormatDate();
  const code = useCurrentRoute().params.code ?? '';
  const { data, error, isLoading, isError, refetch } = useViewPublicBadgeQuery(
    { code },
    { skip: code === '' },
  );

  let content;
  if (isLoading) content = <Skeleton lines={6} />;
  else if (isError || !data)
    content = (
      <ErrorState error={error} title={t('badges.public.loadError')} onRetry={() => void refetch()} />
    );
  else
    content = (
      <div className={`lms-badge-public__card lms-badge-public__card--${data.status}`}>
        <MediaImage
          className="lms-badge-image"
          src={data.image}
          alt={t('badges.image', { name: data.badgeName })}
        />
        <p className="lms-badge-public__status" role="status">
          <BadgeStatus status={data.status} /> <span>{t(`badges.public.says.${data.status}`)}</span>
        </p>
        <dl className="lms-badge-facts">
          <dt>{t('badges.public.badge')}</dt>
          <dd dir="auto">{data.badgeName}</dd>
          <dt>{t('badges.public.learner')}</dt>
          <dd dir="auto">{data.learnerName}</dd>
          <dt>{t('badges.public.issuer')}</dt>
          <dd>{data.issuer}</dd>
          <dt>{t('badges.public.awarded')}</dt>
          <dd>{formatDate(data.awardedAt)}</dd>
          {data.validUntil && (
            <>
              <dt>{t(data.status === 'expired' ? 'badges.public.expiredOn' : 'badges.public.validUntil')}</dt>
              <dd>{formatDate(data.validUntil)}</dd>
            </>
          )}
          {data.revokedAt && (
            <>
              <dt>{t('badges.public.revoked')}</dt>
              <dd>{formatDate(data.revokedAt)}</dd>
            </>
          )}
          <dt>{t('badges.page.criteria')}</dt>
          <dd dir="auto">{data.criteria}</dd>
        </dl>
        <p className="lms-badge-public__links">
          <a href={data.credentialUrl}>{t('badges.public.credential')}</a>{' '}
          <a href={data.achievementUrl}>{t('badges.public.achievement')}</a>
        </p>
      </div>
    );

  return (
    <section className="lms-badge-public" aria-labelledby={headingId} aria-busy={isLoading}>
      <h1 id={headingId}>{t('badges.public.heading')}</h1>
      {content}
    </section>
  );
}
