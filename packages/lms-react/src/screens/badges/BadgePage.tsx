import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useFormatDate } from '../../i18n/useFormatDate';
import { useNotify } from '../../notifications/useNotify';
import { useCurrentRoute } from '../../page/useCurrentRoute';
import { useDownloadBadgeCredentialMutation, useGetBadgeAwardQuery } from '../../store/endpoints/badges-api';
import { downloadText } from '../../ui-kit/download';
import { useErrorText } from '../../ui-kit/useErrorText';
import { BadgeStatus } from './BadgeStatus';
import { BADGE_REFUSALS } from './refusal-wordings';

/**
 * /student/badges/:id: the learner's badge, its criteria, Download credential (the signed Open Badges 3.0 JSON to
 * put in any wallet or backpack) and the public page to share. A revoked badge says so first.
 */
export function BadgePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const notify = useNotify();
  const errorText = useErrorText(BADGE_REFUSALS);
  const formatDate = useFormatDate();
  const awardId = useCurrentRoute().params.id ?? '';
  const { data, error, isLoading, isError, refetch } = useGetBadgeAwardQuery(
    { awardId },
    { skip: awardId === '' },
  );
  const [download, { isLoading: downloading }] = useDownloadBadgeCredentialMutation();

  async function downloadCredential() {
    const result = await download({ awardId });
    if (result.error) notify({ kind: 'negative', message: errorText(result.error) });
    else downloadText(result.data.fileName, result.data.json, 'application/json');
  }

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
        <img
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
      <p dir="auto">{data.badge.description}</p>
      <dl className="lms-badge-facts">
        <dt>{t('badges.page.criteria')}</dt>
        <dd dir="auto">{data.badge.criteria}</dd>
        <dt>{t('badges.page.awarded')}</dt>
        <dd>{formatDate(data.awardedAt)}</dd>
        <dt>{t('badges.page.publicLink')}</dt>
        <dd>
          <a href={data.publicUrl} className="lms-badge-page__link">
            {data.publicUrl}
          </a>
        </dd>
      </dl>
      <div className="lms-badge-page__actions">
        <Button onClick={() => void downloadCredential()} busy={downloading}>
          {t('badges.page.download')}
        </Button>
      </div>
      <p className="lms-badge-page__hint">{t('badges.page.downloadHint')}</p>
    </section>
  );
}
