import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { UserStatusBadge } from './UserStatusBadge';

export interface UserTableProps {
  users: readonly AdminUser[];
  /** The list's own address with its query, so a user's page can lead back to the same results. */
  userHref: (uid: string) => string;
}

/** One row per account: who (a link to their page), role, status, when they joined and last signed in. */
export function UserTable({ users, userHref }: UserTableProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = (iso: string | null) =>
    iso === null ? t('adminUsers.never') : <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table lms-user-table">
        <caption className="lms-admin-table__caption">{t('adminUsers.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminUsers.column.name')}</th>
            <th scope="col">{t('adminUsers.column.email')}</th>
            <th scope="col">{t('adminUsers.column.role')}</th>
            <th scope="col">{t('adminUsers.column.status')}</th>
            <th scope="col">{t('adminUsers.column.created')}</th>
            <th scope="col">{t('adminUsers.column.lastLogin')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.uid} data-uid={user.uid}>
              <th scope="row" dir="auto">
                <LmsLink to={userHref(user.uid)}>{user.displayName ?? user.email}</LmsLink>
              </th>
              <td>{user.email}</td>
              <td>{t(`adminUsers.role.${user.role}`)}</td>
              <td>
                <UserStatusBadge disabled={user.disabled} />
              </td>
              <td>{date(user.created_at)}</td>
              <td>{date(user.last_login)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
