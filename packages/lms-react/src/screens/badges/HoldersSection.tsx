import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Badge, BadgeAward } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { useFormatDate } from '../../i18n/useFormatDate';
import { useNotify } from '../../notifications/useNotify';
import {
  useAdminListBadgeHoldersQuery,
  useAwardBadgeMutation,
  useExportBadgeHoldersCsvMutation,
} from '../../store/endpoints/badges-api';
import { downloadText } from '../../ui-kit/download';
import { useDebouncedEffect } from '../../ui-kit/useDebouncedEffect';
import { Pagination } from '../../ui-kit/Pagination';
import { RowActions } from '../../ui-kit/RowActions';
import { useErrorText } from '../../ui-kit/useErrorText';
import { BadgeStatus } from './BadgeStatus';
import { BADGE_REFUSALS } from './refusal-wordings';
import { RevokeBadgeDialog } from './RevokeBadgeDialog';
import { PeoplePicture, SearchPicture } from '../../components/empty-pictures';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/**
 * A badge's holders, newest first, in pages, found by name or e-mail address and exported as CSV; award by hand (user
 * id or e-mail) and revoke from each row.
 */
export function HoldersSection({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  const headingId = useId();
  const notify = useNotify();
  const formatDate = useFormatDate();
  const errorText = useErrorText(BADGE_REFUSALS);
  const [page, setPage] = useState(1);
  const [learner, setLearner] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<BadgeAward | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // The list follows the search box once typing pauses, from its first page.
  useDebouncedEffect(typed.trim(), SEARCH_DELAY_MS, (value) => {
    setSearch(value);
    setPage(1);
  });
  const filters = { badgeId: badge.id, ...(search ? { search } : {}) };
  const { data, error, isLoading, isError, refetch } = useAdminListBadgeHoldersQuery({
    ...filters,
    page,
    pageSize: PAGE_SIZE,
  });
  const [award, awarding] = useAwardBadgeMutation();
  const [exportCsv, exporting] = useExportBadgeHoldersCsvMutation();

  async function download() {
    const result = await exportCsv(filters);
    if (result.error) return notify({ kind: 'negative', message: errorText(result.error) });
    downloadText(result.data.fileName, result.data.csv, 'text/csv;charset=utf-8');
    notify({ kind: 'positive', message: t('badges.holders.exported', { count: result.data.rows }) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!learner.trim()) return setProblem(t('badges.holders.learnerRequired'));
    const result = await award({ badgeId: badge.id, learner: learner.trim() });
    if (result.error) return setProblem(errorText(result.error));
    setProblem(null);
    setLearner('');
    notify({
      kind: 'positive',
      message: result.data.created
        ? t('badges.holders.awarded', { name: result.data.award.learnerName })
        : t('badges.holders.alreadyHeld', { name: result.data.award.learnerName }),
    });
  }

  return (
    <section className="lms-badge-holders" aria-labelledby={headingId}>
      <h2 id={headingId} dir="auto">
        {t('badges.holders.heading', { name: badge.name })}
      </h2>
      <form className="lms-badge-award" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('badges.holders.learner')}
          description={t('badges.holders.learnerHint')}
          value={learner}
          error={problem}
          onChange={(e) => setLearner(e.target.value)}
        />
        <Button type="submit" busy={awarding.isLoading}>
          {t('badges.holders.award')}
        </Button>
      </form>
      <div className="lms-badge-holders__tools">
        <TextField
          label={t('badges.holders.search')}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button variant="secondary" busy={exporting.isLoading} onClick={() => void download()}>
          {t('badges.holders.csv')}
        </Button>
      </div>
      {isLoading ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton lines={3} />
        </div>
      ) : isError || !data ? (
        <ErrorState error={error} title={t('badges.holders.loadError')} onRetry={() => void refetch()} />
      ) : data.items.length === 0 && search ? (
        <EmptyState picture={<SearchPicture />} title={t('badges.holders.noMatchTitle')}>
          {t('badges.holders.noMatchBody')}
        </EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState picture={<PeoplePicture />} title={t('badges.holders.emptyTitle')}>
          {t('badges.holders.emptyBody')}
        </EmptyState>
      ) : (
        <>
          <div className="lms-admin-table-wrap">
            <table className="lms-admin-table">
              <caption className="lms-admin-table__caption">{t('badges.holders.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('badges.holders.column.learner')}</th>
                  <th scope="col">{t('badges.holders.column.awarded')}</th>
                  <th scope="col">{t('badges.holders.column.origin')}</th>
                  <th scope="col">{t('badges.holders.column.status')}</th>
                  <th scope="col" data-unlabelled>
                    {t('badges.holders.column.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((holder) => (
                  <tr key={holder.id} data-award-id={holder.id}>
                    <th scope="row">
                      <span dir="auto">{holder.learnerName}</span>
                      <br />
                      <span>{holder.learnerEmail}</span>
                    </th>
                    <td>{formatDate(holder.awardedAt)}</td>
                    <td>{t(`badges.origin.${holder.origin}`)}</td>
                    <td>
                      <BadgeStatus status={holder.status} />
                      {holder.revokedReason && <span dir="auto"> {holder.revokedReason}</span>}
                    </td>
                    <td>
                      <RowActions
                        rowName={holder.learnerName}
                        actions={[
                          {
                            label: t('badges.holders.publicPage'),
                            variant: 'ghost',
                            to: new URL(holder.publicUrl).pathname,
                          },
                          holder.status !== 'revoked' && {
                            label: t('badges.holders.revoke'),
                            variant: 'danger',
                            onSelect: () => setRevoking(holder),
                          },
                        ]}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
            announce
          />
        </>
      )}
      <RevokeBadgeDialog award={revoking} onOpenChange={(open) => !open && setRevoking(null)} />
    </section>
  );
}
