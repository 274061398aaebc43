import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ListFilters } from '../../ui-kit/ListFilters';
import { ListPage } from '../../ui-kit/ListPage';
import { listQuery } from '../../ui-kit/list-params';
import type { ListNavigation } from '../../ui-kit/useListParams';
import { useListUsersQuery } from './admin-users-api';
import { ExportUsersButton } from './ExportUsersButton';
import {
  USER_LIST,
  USER_LIST_PAGE_SIZE,
  USER_ORDERS,
  USER_ROLES,
  sortOf,
  type UserOrder,
  type UserRoleFilter,
} from './user-list-params';
import { UserTable } from './UserTable';
import type { UserStatus } from '@lms/core';
import { USER_STATUSES } from '@lms/core';
import { PeoplePicture, SearchPicture } from '../../components/empty-pictures';

type UserListNavigation = ListNavigation<{ role: UserRoleFilter; status: UserStatus; order: UserOrder }>;

/** The users, searched by name or e-mail, filtered by role and status, in the chosen order, a page at a time. */
export function UserListView({ navigation }: { navigation: UserListNavigation }) {
  const { t } = useTranslation();
  const { params, showList, basePath } = navigation;
  const search = params.search.trim();
  const filtered = search !== '' || params.role !== undefined || params.status !== undefined;
  const filter = {
    ...(search ? { search } : {}),
    ...(params.role ? { role: params.role } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...sortOf(params.order),
  };
  const list = useListUsersQuery({ ...filter, page: params.page, pageSize: USER_LIST_PAGE_SIZE });
  const listAddress = basePath + listQuery(USER_LIST, params);
  const userHref = (uid: string) =>
    `${listAddress}${listAddress.includes('?') ? '&' : '?'}user=${encodeURIComponent(uid)}`;

  return (
    <ListPage
      className="lms-admin-courses lms-admin-users"
      heading={t('adminUsers.heading')}
      action={<ExportUsersButton filter={filter} />}
      filters={
        <ListFilters
          search={params.search}
          searchLabel={t('adminUsers.search')}
          searchButtonLabel={t('adminUsers.searchButton')}
          searchMaxLength={USER_LIST.searchMaxLength}
          filters={[
            {
              name: 'role',
              label: t('adminUsers.roleFilter'),
              value: params.role ?? '',
              options: [
                { value: '', label: t('adminUsers.anyRole') },
                ...USER_ROLES.map((role) => ({ value: role, label: t(`adminUsers.role.${role}`) })),
              ],
            },
            {
              name: 'status',
              label: t('adminUsers.statusFilter'),
              value: params.status ?? '',
              options: [
                { value: '', label: t('adminUsers.anyStatus') },
                ...USER_STATUSES.map((status) => ({
                  value: status,
                  label: t(`adminUsers.status.${status}`),
                })),
              ],
            },
            {
              name: 'order',
              label: t('adminUsers.orderLabel'),
              value: params.order ?? '',
              options: [
                { value: '', label: t('adminUsers.order.created-desc') },
                ...USER_ORDERS.map((order) => ({ value: order, label: t(`adminUsers.order.${order}`) })),
              ],
            },
          ]}
          onChange={showList}
        />
      }
      list={list}
      loadErrorTitle={t('adminUsers.loadError')}
      empty={
        <EmptyState
          picture={filtered ? <SearchPicture /> : <PeoplePicture />}
          title={filtered ? t('adminUsers.noMatchTitle') : t('adminUsers.emptyTitle')}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => showList({ search: '', role: undefined, status: undefined })}
              >
                {t('adminUsers.clearFilters')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t('adminUsers.noMatchBody') : t('adminUsers.emptyBody')}
        </EmptyState>
      }
      renderPage={(page) => (
        <>
          <p className="lms-admin-users__count" role="status">
            {t('adminUsers.count', { count: page.total })}
          </p>
          <UserTable users={page.items} userHref={userHref} />
        </>
      )}
      onPage={(page) => showList({ page })}
    />
  );
}
