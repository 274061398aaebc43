import { useTranslation } from 'react-i18next';
import { AUDIT_KINDS, AUDIT_OUTCOMES } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { TextField } from '../../components/TextField';
import { useListAuditLogQuery } from '../../store/endpoints/audit-api';
import { ListFilters } from '../../ui-kit/ListFilters';
import { ListPage } from '../../ui-kit/ListPage';
import { listQuery } from '../../ui-kit/list-params';
import type { ListNavigation } from '../../ui-kit/useListParams';
import { AUDIT_LIST, AUDIT_LIST_PAGE_SIZE, auditFilterOf, type AuditListFilters } from './audit-list-params';
import { AuditExportButton } from './AuditExportButton';
import { AuditLogTable } from './AuditLogTable';
import { AuditRetentionForm } from './AuditRetentionForm';
import { LogPicture, SearchPicture } from '../../components/empty-pictures';

/** The entries, newest first, searched by e-mail, action or target, filtered by kind, outcome and days. */
export function AuditLogListView({ navigation }: { navigation: ListNavigation<AuditListFilters> }) {
  const { t } = useTranslation();
  const { params, showList, basePath } = navigation;
  const filter = auditFilterOf(params);
  const filtered = Object.keys(filter).length > 0;
  const list = useListAuditLogQuery({ ...filter, page: params.page, pageSize: AUDIT_LIST_PAGE_SIZE });
  const listAddress = basePath + listQuery(AUDIT_LIST, params);
  const entryHref = (id: string) =>
    `${listAddress}${listAddress.includes('?') ? '&' : '?'}entry=${encodeURIComponent(id)}`;

  return (
    <ListPage
      className="lms-admin-courses lms-audit-log"
      heading={t('audit.heading')}
      action={<AuditExportButton filter={filter} />}
      filters={
        <>
          <ListFilters
            search={params.search}
            searchLabel={t('audit.search')}
            searchButtonLabel={t('audit.searchButton')}
            searchMaxLength={AUDIT_LIST.searchMaxLength}
            filters={[
              {
                name: 'kind',
                label: t('audit.kindFilter'),
                value: params.kind ?? '',
                options: [
                  { value: '', label: t('audit.anyKind') },
                  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`audit.kind.${kind}`) })),
                ],
              },
              {
                name: 'outcome',
                label: t('audit.outcomeFilter'),
                value: params.outcome ?? '',
                options: [
                  { value: '', label: t('audit.anyOutcome') },
                  ...AUDIT_OUTCOMES.map((outcome) => ({
                    value: outcome,
                    label: t(`audit.outcome.${outcome}`),
                  })),
                ],
              },
            ]}
            onChange={showList}
          />
          <div className="lms-audit-log__dates" role="group" aria-label={t('audit.dates')}>
            <TextField
              type="date"
              label={t('audit.from')}
              value={params.from ?? ''}
              max={params.to}
              onChange={(event) => showList({ from: event.target.value })}
            />
            <TextField
              type="date"
              label={t('audit.to')}
              value={params.to ?? ''}
              min={params.from}
              onChange={(event) => showList({ to: event.target.value })}
            />
          </div>
        </>
      }
      list={list}
      loadErrorTitle={t('audit.loadError')}
      empty={
        <EmptyState
          picture={filtered ? <SearchPicture /> : <LogPicture />}
          title={filtered ? t('audit.noMatchTitle') : t('audit.emptyTitle')}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() =>
                  showList({
                    search: '',
                    kind: undefined,
                    outcome: undefined,
                    from: undefined,
                    to: undefined,
                  })
                }
              >
                {t('audit.clearFilters')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t('audit.noMatchBody') : t('audit.emptyBody')}
        </EmptyState>
      }
      renderPage={(page) => (
        <>
          <p className="lms-audit-log__count" role="status">
            {t('audit.count', { count: page.total })}
          </p>
          <AuditLogTable entries={page.items} entryHref={entryHref} />
        </>
      )}
      onPage={(page) => showList({ page })}
    >
      {list.data && <AuditRetentionForm retentionDays={list.data.retentionDays} />}
    </ListPage>
  );
}
