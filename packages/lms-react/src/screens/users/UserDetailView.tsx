import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@lms/core';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useNotify } from '../../notifications/useNotify';
import { listQuery } from '../../ui-kit/list-params';
import type { ListNavigation } from '../../ui-kit/useListParams';
import { useGetUserDetailQuery } from './admin-users-api';
import { UserAccountActions } from './UserAccountActions';
import { UserEnrollmentsTable } from './UserEnrollmentsTable';
import { USER_LIST, type UserOrder, type UserRoleFilter } from './user-list-params';
import { UserOrdersTable } from './UserOrdersTable';
import { UserBadgesTable, UserCertificatesTable, UserSupportRequestsTable } from './UserRecordsTables';
import { UserStatusBadge } from './UserStatusBadge';
import type { UserStatus } from '@lms/core';

type UserListNavigation = ListNavigation<{ role: UserRoleFilter; status: UserStatus; order: UserOrder }>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="lms-admin-user__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function AccountFacts({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (iso: string | null) =>
    iso === null ? t('adminUsers.never') : dateFormat.format(new Date(iso));
  const facts: [string, React.ReactNode][] = [
    [t('adminUsers.column.email'), user.email],
    [t('adminUsers.column.role'), t(`adminUsers.role.${user.role}`)],
    [t('adminUsers.column.status'), <UserStatusBadge key="status" disabled={user.disabled} />],
    [t('adminUsers.facts.verified'), t(user.emailVerified ? 'adminUsers.facts.yes' : 'adminUsers.facts.no')],
    [t('adminUsers.facts.provider'), user.provider],
    [t('adminUsers.facts.language'), user.preferences.language],
    [t('adminUsers.column.created'), when(user.created_at)],
    [t('adminUsers.column.lastLogin'), when(user.last_login)],
  ];
  return (
    <dl className="lms-admin-user__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One user's page: the account, what may be done to it, their enrolments with progress, their orders, certificates
 * and support requests.
 */
export function UserDetailView({ uid, navigation }: { uid: string; navigation: UserListNavigation }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { navigate } = useLmsNavigation();
  const detail = useGetUserDetailQuery({ uid });
  const listAddress = navigation.basePath + listQuery(USER_LIST, navigation.params);
  const back = (
    <LmsLink className="lms-admin-user__back" to={listAddress}>
      {t('adminUsers.backToList')}
    </LmsLink>
  );

  if (detail.isLoading) {
    return (
      <div className="lms-admin-user" aria-busy="true">
        {back}
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton lines={8} />
        </div>
      </div>
    );
  }
  if (detail.isError || !detail.data) {
    return (
      <div className="lms-admin-user">
        {back}
        <h1>{t('adminUsers.detailHeading')}</h1>
        <ErrorState
          error={detail.error}
          title={t('adminUsers.detailLoadError')}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  }
  const { user, enrollments, orders, ordersTotal, certificates, badges, supportRequests } = detail.data;
  return (
    <div className="lms-admin-user">
      {back}
      <h1 dir="auto">{user.displayName ?? user.email}</h1>
      <AccountFacts user={user} />
      <UserAccountActions
        user={user}
        onDeleted={() => {
          notify({ kind: 'positive', message: t('adminUsers.delete.done', { email: user.email }) });
          navigate(listAddress);
        }}
      />
      <Section title={t('adminUsers.enrollments.heading')}>
        <UserEnrollmentsTable enrollments={enrollments} />
      </Section>
      <Section title={t('adminUsers.orders.heading')}>
        <UserOrdersTable orders={orders} total={ordersTotal} />
      </Section>
      <Section title={t('adminUsers.certificates.heading')}>
        <UserCertificatesTable certificates={certificates} />
      </Section>
      <Section title={t('adminUsers.badges.heading')}>
        <UserBadgesTable badges={badges} />
      </Section>
      <Section title={t('adminUsers.supportRequests.heading')}>
        <UserSupportRequestsTable requests={supportRequests} />
      </Section>
    </div>
  );
}
