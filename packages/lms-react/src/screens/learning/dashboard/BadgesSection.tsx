import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { ErrorState } from '../../../components/ErrorState';
import { useFormatDate } from '../../../i18n/useFormatDate';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useListMyBadgesQuery } from '../../../store/endpoints/badges-api';
import { MediaImage } from '../../../components/MediaImage';

/**
 * The student's badges on the dashboard (the account menu's Badges leads here), newest first, with until when each
 * is valid (or that it expired), each leading to its page (downloads, public link). Asking for the list also awards any badge a rule still owes. Nothing at
 * all when the student has none.
 */
export function BadgesSection() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const formatDate = useFormatDate();
  const headingId = useId();
  const { data, error, isError, refetch } = useListMyBadgesQuery({});
  if (isError)
    return (
      <section id="badges" className="lms-dashboard__section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('badges.dashboard.heading')}</h2>
        <ErrorState error={error} title={t('badges.dashboard.error')} onRetry={() => void refetch()} />
      </section>
    );
  if (!data || data.items.length === 0) return null;
  return (
    <section id="badges" className="lms-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('badges.dashboard.heading')}</h2>
      <ul className="lms-learning-list">
        {data.items.map((award) => (
          <li key={award.id} className="lms-plan-summary">
            <MediaImage className="lms-badge-image lms-badge-image--small" src={award.badge.image} alt="" />
            <div className="lms-plan-summary__body">
              <h3 className="lms-plan-summary__title">
                <LmsLink to={pathFor(routes, 'badge', { id: award.id })}>
                  <span dir="auto">{award.badge.name}</span>
                </LmsLink>
              </h3>
              <p className="lms-plan-summary__meta">
                {award.status !== 'revoked' && award.validUntil
                  ? t(
                      award.status === 'expired'
                        ? 'badges.dashboard.metaExpired'
                        : 'badges.dashboard.metaValidUntil',
                      {
                        date: formatDate(award.awardedAt),
                        expires: formatDate(award.validUntil),
                      },
                    )
                  : t('badges.dashboard.meta', {
                      date: formatDate(award.awardedAt),
                      status: t(`badges.status.${award.status}`),
                    })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
