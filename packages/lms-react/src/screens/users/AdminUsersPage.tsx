import { useSearchParam } from '../../navigation/useSearchParam';
import { useListParams } from '../../ui-kit/useListParams';
import { USER_LIST } from './user-list-params';
import { UserDetailView } from './UserDetailView';
import { UserListView } from './UserListView';

/**
 * /admin/users: every account, searched, filtered, sorted and exported (all in the URL, with the page); with
 * `?user=<uid>` the page of one user, their enrolments and orders, and what an admin may do to the account.
 */
export function AdminUsersPage() {
  const navigation = useListParams('admin-users', USER_LIST);
  const uid = useSearchParam('user');
  return uid ? (
    <UserDetailView uid={uid} navigation={navigation} />
  ) : (
    <UserListView navigation={navigation} />
  );
}
