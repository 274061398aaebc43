import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Badge } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { useAdminListBadgesQuery } from '../../store/endpoints/badges-api';
import { RowActions } from '../../ui-kit/RowActions';
import { BadgeEditor } from './BadgeEditor';
import { MediaImage } from '../../components/MediaImage';
import { BadgePicture } from '../../components/empty-pictures';

export interface BadgesSectionProps {
  /** Opens a badge's holders (below the list). */
  onHolders: (badge: Badge) => void;
}

/** Every badge with its rule and number of holders; new, edit, and its holders from each row. */
export function BadgesSection({ onHolders }: BadgesSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, error, isLoading, isError, refetch } = useAdminListBadgesQuery({});
  const [editing, setEditing] = useState<Badge | 'new' | null>(null);

  return (
    <section className="lms-badge-list" aria-labelledby={headingId}>
      <header className="lms-badge-admin__section-header">
        <h2 id={headingId}>{t('badges.admin.listHeading')}</h2>
        {editing === null && <Button onClick={() => setEditing('new')}>{t('badges.admin.new')}</Button>}
      </header>
      {editing !== null && (
        <BadgeEditor
          key={editing === 'new' ? 'new' : editing.id}
          badge={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {isLoading ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton lines={3} />
        </div>
      ) : isError || !data ? (
        <ErrorState error={error} title={t('badges.admin.loadError')} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState picture={<BadgePicture />} title={t('badges.admin.emptyTitle')}>
          {t('badges.admin.emptyBody')}
        </EmptyState>
      ) : (
        <div className="lms-admin-table-wrap">
          <table className="lms-admin-table">
            <caption className="lms-admin-table__caption">{t('badges.admin.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('badges.admin.column.image')}</th>
                <th scope="col">{t('badges.admin.column.name')}</th>
                <th scope="col">{t('badges.admin.column.rule')}</th>
                <th scope="col">{t('badges.admin.column.holders')}</th>
                <th scope="col">{t('badges.admin.column.state')}</th>
                <th scope="col" data-unlabelled>
                  {t('badges.admin.column.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((badge) => (
                <tr key={badge.id}>
                  <td>
                    <MediaImage className="lms-badge-image lms-badge-image--small" src={badge.image} alt="" />
                  </td>
                  <th scope="row" dir="auto">
                    {badge.name}
                  </th>
                  <td>{t(`badges.rule.${badge.rule.kind}`)}</td>
                  <td>{badge.holderCount}</td>
                  <td>{badge.active ? t('badges.admin.active') : t('badges.admin.inactive')}</td>
                  <td>
                    <RowActions
                      rowName={badge.name}
                      actions={[
                        {
                          label: t('badges.admin.edit'),
                          variant: 'secondary',
                          onSelect: () => setEditing(badge),
                        },
                        {
                          label: t('badges.admin.holders'),
                          variant: 'secondary',
                          onSelect: () => onHolders(badge),
                        },
                      ]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
