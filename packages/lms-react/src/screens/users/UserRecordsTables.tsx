// A user's certificates, badges and the support requests they sent signed in, on their page (/admin/users?user=…).
import { useTranslation } from 'react-i18next';
import {
  pathFor,
  type AdminUserBadge,
  type AdminUserCertificate,
  type AdminUserSupportRequest,
} from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

export function UserCertificatesTable({ certificates }: { certificates: readonly AdminUserCertificate[] }) {
  const { t } = useTranslation();
  const date = useDate();
  if (certificates.length === 0) return <p>{t('adminUsers.certificates.none')}</p>;
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table">
        <caption className="lms-admin-table__caption">{t('adminUsers.certificates.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminUsers.certificates.course')}</th>
            <th scope="col">{t('adminUsers.certificates.number')}</th>
            <th scope="col">{t('adminUsers.certificates.issued')}</th>
            <th scope="col">{t('adminUsers.certificates.status')}</th>
          </tr>
        </thead>
        <tbody>
          {certificates.map((certificate) => (
            <tr key={certificate.id}>
              <th scope="row" dir="auto">
                {certificate.courseTitle}
              </th>
              <td dir="ltr">{certificate.number}</td>
              <td>{date(certificate.issuedAt)}</td>
              <td>
                {certificate.revoked
                  ? t('adminUsers.certificates.revoked')
                  : t('adminUsers.certificates.valid')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function UserBadgesTable({ badges }: { badges: readonly AdminUserBadge[] }) {
  const { t } = useTranslation();
  const date = useDate();
  if (badges.length === 0) return <p>{t('adminUsers.badges.none')}</p>;
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table">
        <caption className="lms-admin-table__caption">{t('adminUsers.badges.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminUsers.badges.badge')}</th>
            <th scope="col">{t('adminUsers.badges.awarded')}</th>
            <th scope="col">{t('adminUsers.badges.how')}</th>
            <th scope="col">{t('adminUsers.badges.status')}</th>
          </tr>
        </thead>
        <tbody>
          {badges.map((badge) => (
            <tr key={badge.awardId}>
              <th scope="row" dir="auto">
                {badge.badgeName}
              </th>
              <td>{date(badge.awardedAt)}</td>
              <td>{t(`adminUsers.badges.origin.${badge.origin}`)}</td>
              <td>{badge.revoked ? t('adminUsers.badges.revoked') : t('adminUsers.badges.valid')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function UserSupportRequestsTable({ requests }: { requests: readonly AdminUserSupportRequest[] }) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const date = useDate();
  if (requests.length === 0) return <p>{t('adminUsers.supportRequests.none')}</p>;
  return (
    <div className="lms-admin-table-wrap">
      <table className="lms-admin-table">
        <caption className="lms-admin-table__caption">{t('adminUsers.supportRequests.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminUsers.supportRequests.subject')}</th>
            <th scope="col">{t('adminUsers.supportRequests.reference')}</th>
            <th scope="col">{t('adminUsers.supportRequests.sent')}</th>
            <th scope="col">{t('adminUsers.supportRequests.status')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id}>
              <th scope="row" dir="auto">
                {request.subject}
              </th>
              <td dir="ltr">
                <LmsLink to={pathFor(routes, 'admin-support-request', { requestId: request.id })}>
                  {request.reference}
                </LmsLink>
              </td>
              <td>{date(request.createdAt)}</td>
              <td>{t(`adminUsers.supportRequests.statuses.${request.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
