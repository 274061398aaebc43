import { useTranslation } from 'react-i18next';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '@lms/core';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ListFilters } from '../../ui-kit/ListFilters';
import { ListPage } from '../../ui-kit/ListPage';
import { useListParams } from '../../ui-kit/useListParams';
import { useAdminListSupportRequestsQuery, useListSupportAssigneesQuery } from './support-api';
import { SUPPORT_QUEUE, SUPPORT_QUEUE_PAGE_SIZE } from './support-queue-params';
import { SupportQueueTable } from './SupportQueueTable';
import { ConversationPicture, SearchPicture } from '../../components/empty-pictures';

const NO_FILTERS = {
  search: '',
  status: undefined,
  priority: undefined,
  category: undefined,
  assignee: undefined,
};

/**
 * /admin/support-requests: the support queue, latest activity first, filtered by status, priority, category and
 * assignee and searched by reference, subject, name or e-mail (all in the URL, with the page).
 */
export function AdminSupportRequestsPage() {
  const { t } = useTranslation();
  const { params, showList } = useListParams('admin-support-requests', SUPPORT_QUEUE);
  const assignees = useListSupportAssigneesQuery({});
  const search = params.search.trim();
  const filtered =
    search !== '' ||
    params.status !== undefined ||
    params.priority !== undefined ||
    params.category !== undefined ||
    params.assignee !== undefined;
  const list = useAdminListSupportRequestsQuery({
    ...(search ? { search } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.priority ? { priority: params.priority } : {}),
    ...(params.category ? { category: params.category } : {}),
    ...(params.assignee ? { assignee: params.assignee } : {}),
    page: params.page,
    pageSize: SUPPORT_QUEUE_PAGE_SIZE,
  });
  const any = (label: string) => ({ value: '', label });

  return (
    <ListPage
      className="lms-admin-courses lms-support-admin"
      heading={t('support.queue.heading')}
      filters={
        <ListFilters
          search={params.search}
          searchLabel={t('support.queue.search')}
          searchButtonLabel={t('support.queue.searchButton')}
          searchMaxLength={SUPPORT_QUEUE.searchMaxLength}
          filters={[
            {
              name: 'status',
              label: t('support.queue.statusFilter'),
              value: params.status ?? '',
              options: [
                any(t('support.queue.anyStatus')),
                ...SUPPORT_STATUSES.map((value) => ({ value, label: t(`support.status.${value}`) })),
              ],
            },
            {
              name: 'priority',
              label: t('support.queue.priorityFilter'),
              value: params.priority ?? '',
              options: [
                any(t('support.queue.anyPriority')),
                ...SUPPORT_PRIORITIES.map((value) => ({ value, label: t(`support.priority.${value}`) })),
              ],
            },
            {
              name: 'category',
              label: t('support.queue.categoryFilter'),
              value: params.category ?? '',
              options: [
                any(t('support.queue.anyCategory')),
                ...SUPPORT_CATEGORIES.map((value) => ({ value, label: t(`support.category.${value}`) })),
              ],
            },
            {
              name: 'assignee',
              label: t('support.queue.assigneeFilter'),
              value: params.assignee ?? '',
              options: [
                any(t('support.queue.anyAssignee')),
                { value: 'me', label: t('support.queue.assignedToMe') },
                { value: 'none', label: t('support.queue.unassigned') },
                ...(assignees.data ?? []).map((admin) => ({ value: admin.uid, label: admin.name })),
              ],
            },
          ]}
          onChange={showList}
        />
      }
      list={list}
      loadErrorTitle={t('support.queue.loadError')}
      empty={
        <EmptyState
          picture={filtered ? <SearchPicture /> : <ConversationPicture />}
          title={filtered ? t('support.queue.noMatchTitle') : t('support.queue.emptyTitle')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => showList(NO_FILTERS)}>
                {t('support.queue.clearFilters')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t('support.queue.noMatchBody') : t('support.queue.emptyBody')}
        </EmptyState>
      }
      renderPage={(page) => (
        <>
          <p className="lms-support-admin__count" role="status">
            {t('support.queue.count', { count: page.total })}
          </p>
          <SupportQueueTable requests={page.items} />
        </>
      )}
      onPage={(page) => showList({ page })}
    />
  );
}
